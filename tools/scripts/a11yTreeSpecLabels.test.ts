/**
 * The committed accessibility-tree snapshots (apps/portal-e2e/src/__a11y-tree__/<CODE>/<screen>.txt),
 * held against the names the two specs give each screen. The end-to-end suite proves a screen's
 * live tree equals its snapshot; this proves the snapshot still carries what the spec names, so an
 * `--update-snapshots` that accepts a lost or renamed label fails here instead of passing unread.
 * The programme's phone, its name and its flags come from its own files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProgramUnderTest, type ProgramUnderTest } from '@portal/testing/programUnderTest';

const root = join(import.meta.dirname, '../..');
const treeDir = join(root, 'apps/portal-e2e/src/__a11y-tree__');

/**
 * Per screen, the nodes the spec names (role and accessible name, as the snapshot writes them), in
 * English; a trailing … matches the start of a longer name (a card's button names its card too). A
 * name the spec gives only as text on the page (a paragraph) is not here: the snapshot keeps no
 * running text.
 */
function specNodes(program: ProgramUnderTest): Record<string, string[]> {
  const payment = program.feature('payment');
  return {
    // access-and-identity §2 Landing; prescription-experience §1 routes: "an ENTER button leading to /login".
    landing: ['link "ENTER"'],
    // access-and-identity §2 Login screen ("Verify your account"): a phone input and a Get code button.
    login: ['heading "Verify your account" [level=1]', 'button "Get code"'],
    // §2 Code step: six boxes, Submit code, Resend code.
    'login-code': [
      'heading "Enter verification code" [level=1]',
      ...[1, 2, 3, 4, 5, 6].map((digit) => `textbox "Verification code, digit ${digit} of 6"`),
      'button "Submit code"',
      'button "Resend code"',
    ],
    // §3 Verify Profile: First name, Last name, Date of birth (Month, Day, Year), ZIP code, Mobile phone,
    // the terms checkbox (its sentence read whole, not "terms of use .") with its link to the Terms of Use, Submit.
    verification: [
      'heading "Verify Profile" [level=1]',
      'textbox "First name"',
      'textbox "Last name"',
      'group "Date of birth"',
      'textbox "Month"',
      'textbox "Day"',
      'textbox "Year"',
      'textbox "ZIP code"',
      'textbox "Mobile phone"',
      'checkbox "I have read and agree to the terms of use."',
      'button "terms of use"',
      'button "Submit"',
    ],
    // access-and-identity §9 Failure screen: 'Something went wrong...' with a Reload site button.
    'profile-error': ['heading "Something went wrong..." [level=1]', 'button "Reload site"'],
    // prescription-experience §3 Not-found: "Page not found" and a Home button to / (a link: it navigates).
    'not-found': ['heading "Page not found" [level=1]', 'link "Home"'],
    // §3 My Prescriptions: each card's collapsible Prescription Details block, toggled MORE/LESS.
    prescriptions: ['heading "My Prescriptions" [level=1]', 'button "Prescription Details MORE…'],
    // §3 Profile: heading Profile with a section Personal Information.
    profile: ['heading "Profile" [level=1]', 'region "Personal Information"'],
    'contact-us': ['heading "Contact Us" [level=1]', `link "${program.phone(program.file.contacts.programPhone)}"`],
    // §3 My Pharmacy: the "My Pharmacy" heading.
    pharmacy: ['heading "My Pharmacy" [level=1]'],
    // Not the specs': the notice of free language assistance (Section 1557, 45 CFR 92.11) the footer
    // links, its taglines a list, each with the programme's number to call.
    'language-assistance': ['heading "Language assistance" [level=1]', 'list "This notice in other languages"', `link "${program.phone(program.file.contacts.programPhone)}"`],
    // §3 Onboarding: "Get started" on the first slide, Next, and "Skip".
    onboarding: ['button "Get started"', 'button "Next"', 'button "Skip"'],
    // §2 Menu: "Welcome" and the first name; Prescriptions, Payment, Fill History, Tutorial, then Profile, Contact Us and Logout.
    'menu-open': [
      'dialog "Welcome Alex"',
      'heading "Welcome Alex" [level=2]',
      ...['Prescriptions', ...(payment ? ['Payment', 'Fill History'] : []), 'Tutorial', 'Profile', 'Contact Us', 'Logout'].map((item) => `link "${item}"`),
    ],
    ...(payment
      ? {
          // §4 Payment: the "Make Payment" button (redirect mode: an amount is due).
          payment: ['heading "Payment" [level=1]', 'button "Make Payment"'],
          // §3 Fill History.
          'fill-history': ['heading "Fill History" [level=1]'],
        }
      : {}),
  };
}

/** The snapshot's nodes, one per line, without their indentation or states (a disabled Get code is still Get code). */
const nodesOf = (text: string): string[] =>
  text.split('\n').map((line) => line.replace(/^\s*- /, '').replace(/ \[(?:disabled|checked|selected|expanded|pressed)[^\]]*\]/g, ''));

/** prescription-experience §2 Layout: HIPAA Practices, Privacy Policy and Terms of Use; then the Section 1557 notice. */
const FOOTER_LINKS = ['link "HIPAA Practices"', 'link "Privacy Policy"', 'link "Terms of Use"', 'link "Language assistance"'];

const programmes = readdirSync(treeDir).filter((code) => existsSync(join(root, 'programs', code, 'program.json')));

describe.each(programmes)('the accessibility-tree snapshots of %s carry the names the spec gives', (code) => {
  const program = loadProgramUnderTest(root, code);
  const expected = specNodes(program);

  it('every screen the spec names has a snapshot', () => {
    const screens = readdirSync(join(treeDir, code)).map((file) => file.replace(/\.txt$/, ''));
    expect(Object.keys(expected).filter((screen) => !screens.includes(screen))).toEqual([]);
  });

  it.each(Object.entries(expected))('%s', (screen, names) => {
    const nodes = nodesOf(readFileSync(join(treeDir, code, `${screen}.txt`), 'utf8'));
    const missing = names.filter((name) => !nodes.some((node) => (name.endsWith('…') ? node.startsWith(name.slice(0, -1)) : node === name)));
    expect(missing, `in apps/portal-e2e/src/__a11y-tree__/${code}/${screen}.txt`).toEqual([]);
  });

  it('the menu lists its items in the spec’s order', () => {
    const links = nodesOf(readFileSync(join(treeDir, code, 'menu-open.txt'), 'utf8')).filter((node) => node.startsWith('link "') && !FOOTER_LINKS.includes(node));
    expect(links).toEqual(expected['menu-open']!.filter((name) => name.startsWith('link "')));
  });

  it('every footer shows the spec’s three links in its order, then the language-assistance notice', () => {
    for (const file of readdirSync(join(treeDir, code))) {
      const nodes = nodesOf(readFileSync(join(treeDir, code, file), 'utf8'));
      const footer = nodes.indexOf('contentinfo');
      if (footer < 0) continue;
      expect(nodes.slice(footer).filter((node) => node.startsWith('link "')), `the footer of apps/portal-e2e/src/__a11y-tree__/${code}/${file}`).toEqual(FOOTER_LINKS);
    }
  });
});
