/**
 * A programme as the end-to-end suites see it: its validated folder, its feature flags, and its
 * copy with the placeholders filled as a patient reads them ({programName}, {programPhone}, …).
 * Shared by the Playwright suite (`apps/portal-e2e`) and the Firefox/WebKit journeys
 * (`apps/portal-e2e/browsers`). The values are worked out here from the programme file, not taken from the
 * portal's own `programCopyValues`: a test that borrowed the code under test could not notice it
 * going wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgram, type LoadedProgram } from '@portal/program-config/load';

export interface ProgramUnderTest extends LoadedProgram {
  code: string;
  feature(name: keyof LoadedProgram['file']['features']): boolean;
  /** Fills the programme's placeholders as the portal shows them. */
  t(template: string): string;
  /** Ten digits (any punctuation) as the portal shows a phone: `1 (XXX) XXX-XXXX`. */
  phone(digits: string): string;
  /** The WOFF2 files (base names) of the programme's brand faces, from `fonts.css`; none = system faces only. */
  brandFontFiles: string[];
  /** English, or another language: its copy, and `t` filling the programme's values in it. */
  language: 'en' | keyof LoadedProgram['translations'];
  in(language: 'en' | keyof LoadedProgram['translations']): ProgramUnderTest;
}

/** The programme `code` from programs/<code>, or from `dir` (a programme folder elsewhere, e.g. one just generated). */
export function loadProgramUnderTest(root: string, code: string, dir: string = join(root, 'programs', code)): ProgramUnderTest {
  const loaded = loadProgram(dir, root);
  const phone = (digits: string) => {
    const d = digits.replace(/\D/g, '');
    return `1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  };
  const inLanguage = (language: ProgramUnderTest['language']): ProgramUnderTest => {
    const translation = language === 'en' ? null : loaded.translations[language];
    const values: Record<string, string> = {
      programName: loaded.file.displayName,
      programPhone: phone(loaded.file.contacts.programPhone),
      programHours: translation?.contacts.programHours ?? loaded.file.contacts.programHours,
      medicalInformationPhone: phone(loaded.file.contacts.medicalInformationPhone),
      serviceProvider: loaded.file.contacts.serviceProvider,
      year: String(loaded.file.copyrightYear),
    };
    return {
      ...loaded,
      copy: translation?.copy ?? loaded.copy,
      code,
      feature: (name) => loaded.file.features[name].enabled,
      t: (template) => fillCopy(template, values),
      phone,
      brandFontFiles: brandFontFilesIn(join(dir, 'fonts.css')),
      language,
      in: inLanguage,
    };
  };
  return inLanguage('en');
}

/**
 * The programme a rule that depends on the programme only through `flags` is tested in: the first
 * of `all` (sorted by code) whose values of those flags are `program`'s; with no flags, the first
 * of all. A programme not in `all` (one just generated, outside programs/) is tested in itself.
 */
export function testedProgrammeFor(
  program: Pick<ProgramUnderTest, 'code' | 'feature'>,
  flags: readonly (keyof LoadedProgram['file']['features'])[],
  all: readonly Pick<ProgramUnderTest, 'code' | 'feature'>[],
): string {
  if (!all.some((other) => other.code === program.code)) return program.code;
  const values = (candidate: Pick<ProgramUnderTest, 'feature'>) => flags.map((flag) => candidate.feature(flag)).join();
  return [...all].sort((a, b) => a.code.localeCompare(b.code)).find((other) => values(other) === values(program))!.code;
}

function brandFontFilesIn(css: string): string[] {
  if (!existsSync(css)) return [];
  return [...readFileSync(css, 'utf8').matchAll(/([\w.-]+)\.woff2/g)].map((match) => match[1]!);
}

/** `{name}` placeholders filled from `values`; unknown ones stay as written. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
