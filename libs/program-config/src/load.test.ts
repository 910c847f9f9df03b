import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProgram, ProgramConfigError } from './load.ts';
import { featureNames } from './features.ts';

const root = resolve(__dirname, '../../..');
const programs = ['BISP', 'LUMA'];
const scratch: string[] = [];

/** A writable copy of a programme folder with one file edited. */
function copyOf(code: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'program-'));
  scratch.push(dir);
  cpSync(join(root, 'programs', code), dir, { recursive: true });
  edit(dir);
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON paths
function editJson(dir: string, file: string, change: (json: Record<string, any>) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

function problemOf(dir: string): ProgramConfigError {
  try {
    loadProgram(dir, dir);
  } catch (error) {
    if (error instanceof ProgramConfigError) return error;
    throw error;
  }
  throw new Error('expected the programme to be rejected');
}

afterEach(() => {
  while (scratch.length) rmSync(scratch.pop()!, { recursive: true, force: true });
});

describe('loadProgram', () => {
  it.each(programs)('accepts the %s programme folder', (code) => {
    const loaded = loadProgram(join(root, 'programs', code), root);
    expect(loaded.file.code).toBe(code);
    expect(loaded.copy.notFound.title).toBe('Page not found');
  });

  it('BISP has the flags the spec states', () => {
    const { features } = loadProgram(join(root, 'programs/BISP'), root).file;
    expect(features).toEqual({
      US_only_phone: { enabled: true },
      missingInformation: { enabled: false },
      patientDemographics: { enabled: false },
      payment: { enabled: true },
      updateShippingAddress: { enabled: true },
    });
  });

  it('the two programmes exercise every flag both ways', () => {
    const [bisp, luma] = programs.map((code) => loadProgram(join(root, 'programs', code), root).file.features);
    for (const flag of featureNames) {
      expect(new Set([bisp?.[flag].enabled, luma?.[flag].enabled]), flag).toEqual(new Set([true, false]));
    }
  });

  it('a programme that says nothing of its session gets the defaults: revoke on logout, 12 hours', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => delete json.session));
    expect(loadProgram(dir, dir).file.session).toEqual({ revokeOnLogout: true, absoluteLifetimeHours: 12 });
  });

  it('a programme may turn the revocation off (an API without the call) and set its own lifetime', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.session = { revokeOnLogout: false, absoluteLifetimeHours: 8 })));
    expect(loadProgram(dir, dir).file.session).toEqual({ revokeOnLogout: false, absoluteLifetimeHours: 8 });
    const half = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.session = { revokeOnLogout: true })));
    expect(loadProgram(half, half).file.session).toEqual({ revokeOnLogout: true, absoluteLifetimeHours: 12 });
  });

  it.each([0, 25, 1.5])('refuses an absolute lifetime of %s hours (whole hours from 1 to 24)', (hours) => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.session = { absoluteLifetimeHours: hours })));
    expect(problemOf(dir).message).toMatch(/program\.json[\s\S]*session\.absoluteLifetimeHours/);
  });

  it('names the file and the field of a wrong flag (the broken fixture)', () => {
    const error = problemOf(join(__dirname, '__fixtures__/broken-program'));
    expect(error.message).toContain('program.json');
    expect(error.message).toContain('features.payment.enabled');
  });

  it('names an unknown field, a typo that would otherwise be ignored', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.featurs = json.features)));
    expect(problemOf(dir).message).toMatch(/program\.json[\s\S]*featurs/);
  });

  it('rejects a base URL that is plain http off this machine', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.baseUrl = 'http://api.example.test')));
    expect(problemOf(dir).message).toMatch(/program\.json[\s\S]*baseUrl/);
  });

  it('rejects a phone number that is not ten digits', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.contacts.programPhone = '(555) 555-0150')));
    expect(problemOf(dir).message).toMatch(/contacts\.programPhone: must be ten digits/);
  });

  it('rejects a logo that draws text with the browser\'s fonts (SVG <text>), naming the tool that outlines it', () => {
    const dir = copyOf('BISP', (d) =>
      writeFileSync(join(d, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40"><text x="0" y="20">ACME</text></svg>'),
    );
    expect(problemOf(dir).message).toMatch(/assets\.logo: assets\/logo\.svg draws text with <text>.*outline-logo\.mjs/);
  });

  it('rejects a logo file that does not exist', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'program.json', (json) => (json.assets.logo = 'assets/missing.svg')));
    expect(problemOf(dir).message).toMatch(/assets\.logo: points to assets\/missing\.svg/);
  });

  it('names a missing theme token in theme.json', () => {
    const dir = copyOf('LUMA', (d) => editJson(d, 'theme.json', (json) => delete json.color.background.brand));
    const message = problemOf(dir).message;
    expect(message).toContain('theme.json');
    expect(message).toContain('color.background.brand: is missing');
  });

  it('refuses a theme with a pair below AA (a yellow header under white text), naming the tokens, the ratio and a passing shade', () => {
    const dir = copyOf('BISP', (d) => editJson(d, 'theme.json', (json) => (json.color.background.brand = '#f5c400')));
    const message = problemOf(dir).message;
    expect(message).toContain('Invalid programme configuration in theme.json');
    expect(message).toMatch(/color\.foreground\.onBrand on color\.background\.brand: 1\.\d\d:1, below AA 4\.5:1 \(Public header, ticked checkbox\); nearest passing shade of color\.background\.brand: #[0-9a-f]{6}/);
  });

  it('names an unknown copy key in copy.en.json, and an empty string', () => {
    const dir = copyOf('BISP', (d) =>
      editJson(d, 'copy.en.json', (json) => {
        json.landing.welcom = 'Hi';
        json.notFound = { title: '' };
      }),
    );
    const message = problemOf(dir).message;
    expect(message).toContain('copy.en.json');
    expect(message).toContain('landing.welcom: is not a known copy key');
    expect(message).toContain('notFound.title: must be a non-empty string');
  });

  it('uses the base legal texts unless the programme replaces a document', () => {
    expect(loadProgram(join(root, 'programs/BISP'), root).legal.termsOfUse.dateLine).toBe('Last updated December 12, 2023');
    const dir = copyOf('BISP', (d) =>
      writeFileSync(join(d, 'legal.en.json'), JSON.stringify({ termsOfUse: { title: 'Terms', dateLine: 'Updated 2026', intro: 'Intro', sections: [{ heading: 'H', paragraphs: ['P'] }] } })),
    );
    const loaded = loadProgram(dir, dir);
    expect(loaded.legal.termsOfUse.dateLine).toBe('Updated 2026');
    expect(loaded.legal.privacyPolicy.dateLine).toBe('Effective June 27, 2024');
  });

  it('names a bad field of legal.en.json', () => {
    const dir = copyOf('BISP', (d) => writeFileSync(join(d, 'legal.en.json'), JSON.stringify({ termsOfUse: { title: 'Terms' } })));
    expect(problemOf(dir).message).toMatch(/legal\.en\.json[\s\S]*termsOfUse\.dateLine/);
  });

  it('applies copy overrides over the base copy and keeps the rest', () => {
    const loaded = loadProgram(join(root, 'programs/BISP'), root);
    expect(loaded.copy.landing.welcome).toBe('Welcome to BISP Patient Support');
    expect(loaded.copy.landing.enter).toBe('ENTER');
  });
});
