import { describe, expect, it } from 'vitest';
import { indistinctNames, parseAriaSnapshot } from './distinctNames.ts';

const page = `- banner:
  - link "BISP home":
    - /url: /prescriptions
    - img "BISP home"
  - button "Open menu" [expanded=false]
- main:
  - heading "My Prescriptions" [level=1]
  - article "Inhalation Spray, Shipped, prescribed 10/02/2026":
    - button "Prescription Details MORE" [expanded=false]
  - article "Inhalation Spray, Shipped, prescribed 10/02/2026":
    - button "Prescription Details MORE" [expanded=false]
    - link "Pay now":
      - /url: /payment
  - link "Pay now":
    - /url: /payment
- contentinfo:
  - link "BISP home":
    - /url: /prescriptions
  - link "Terms of Use":
    - /url: /terms-of-use
  - link "Terms of Use":
    - /url: /legal/terms`;

describe('names a user can tell apart', () => {
  it('reads roles, names and link addresses from an ARIA snapshot', () => {
    const nodes = parseAriaSnapshot(page);
    expect(nodes.find((node) => node.role === 'button')).toMatchObject({ name: 'Open menu' });
    expect(nodes.filter((node) => node.role === 'link').map((node) => node.url)).toEqual(['/prescriptions', '/payment', '/payment', '/prescriptions', '/terms-of-use', '/legal/terms']);
  });

  it('flags twin articles, twin buttons and same-named links to different places; links to one place may share a name', () => {
    expect(indistinctNames(parseAriaSnapshot(page))).toEqual([
      '2 × article "Inhalation Spray, Shipped, prescribed 10/02/2026"',
      '2 × button "Prescription Details MORE"',
      '2 × link "Terms of Use" (to /terms-of-use, /legal/terms)',
    ]);
  });

  it('buttons listed as doing the same thing may share a name', () => {
    const dialog = `- dialog "Are you still there?":\n  - button "Stay signed in"\n  - button "Stay signed in"`;
    expect(indistinctNames(parseAriaSnapshot(dialog))).toEqual(['2 × button "Stay signed in"']);
    expect(indistinctNames(parseAriaSnapshot(dialog), [{ role: 'button', name: 'Stay signed in', reason: 'both keep the session' }])).toEqual([]);
  });
});
