import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAGLINE_LANGUAGES, languageAssistanceTaglines, taglineLanguages, taglines } from './languageAssistance.ts';
import { loadProgram, ProgramConfigError } from './load.ts';
import { programFileSchema } from './schema.ts';

const root = resolve(__dirname, '../../..');
const programmes = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const contacts = { programPhone: '5555550150' } as Parameters<typeof languageAssistanceTaglines>[0]['contacts'];

/** Arabic script (Arabic, Persian, Urdu): written right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

describe('the taglines (Section 1557, 45 CFR 92.11)', () => {
  it.each(taglineLanguages)('%s: one HHS tagline with one {phone}, the 711 relay line, and its name', (tag) => {
    const tagline = taglines[tag];
    expect(tagline.text.split('{phone}')).toHaveLength(2);
    expect(tagline.text).toMatch(/\b711\b/);
    expect(tagline.text.trim()).toBe(tagline.text);
    expect(tagline.name).not.toBe('');
    // A well-formed BCP 47 tag (CLDR would write `tl` as `fil`; both name Tagalog).
    expect(() => Intl.getCanonicalLocales(tag)).not.toThrow();
  });

  it('marks right to left exactly the languages CLDR writes right to left, and those are the ones in Arabic script', () => {
    const rtl = taglineLanguages.filter((tag) => 'rtl' in taglines[tag]);
    const cldrRtl = taglineLanguages.filter((tag) => (new Intl.Locale(tag) as Intl.Locale & { getTextInfo(): { direction: string } }).getTextInfo().direction === 'rtl');
    expect(rtl).toEqual(cldrRtl);
    expect(rtl).toEqual(taglineLanguages.filter((tag) => ARABIC_SCRIPT.test(taglines[tag].text)));
    expect(rtl).toEqual(expect.arrayContaining(['ar', 'fa', 'ur']));
  });

  it('the default list is the fifteen languages most spoken in the US after English, each once, each with a tagline', () => {
    expect(DEFAULT_TAGLINE_LANGUAGES).toEqual(['es', 'zh-Hant', 'vi', 'ko', 'tl', 'ru', 'ar', 'ht', 'fr', 'pl', 'pt', 'it', 'de', 'ja', 'fa']);
    expect(taglineLanguages).toEqual(expect.arrayContaining([...DEFAULT_TAGLINE_LANGUAGES]));
  });
});

describe('languageAssistanceTaglines', () => {
  it('fills every tagline with the programme phone as the portal shows phones, and marks the rtl ones', () => {
    const shown = languageAssistanceTaglines({ contacts });
    expect(shown.map((tagline) => tagline.lang)).toEqual([...DEFAULT_TAGLINE_LANGUAGES]);
    for (const tagline of shown) {
      expect(tagline.text).not.toContain('{');
      expect(tagline.text).toContain('1 (555) 555-0150');
      expect(tagline.phone).toBe('1 (555) 555-0150');
      expect(`${tagline.before}${tagline.phone}${tagline.after}`).toBe(tagline.text);
      expect(tagline.dir).toBe(['ar', 'fa'].includes(tagline.lang) ? 'rtl' : undefined);
    }
    expect(shown.find((tagline) => tagline.lang === 'es')?.text).toBe(
      'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1 (555) 555-0150 (TTY: 711).',
    );
  });

  it("shows the programme's own languages in its order", () => {
    const shown = languageAssistanceTaglines({ contacts, languageAssistance: { languages: ['ko', 'ur', 'es'] } });
    expect(shown.map((tagline) => [tagline.lang, tagline.name, tagline.dir])).toEqual([
      ['ko', '한국어', undefined],
      ['ur', 'اردو', 'rtl'],
      ['es', 'Español', undefined],
    ]);
  });

  it.each(programmes)("%s: every language of the programme resolves to a tagline with the programme's phone", (code) => {
    const { file } = loadProgram(join(root, 'programs', code), root);
    const shown = languageAssistanceTaglines(file);
    expect(shown.map((tagline) => tagline.lang)).toEqual(file.languageAssistance?.languages ?? [...DEFAULT_TAGLINE_LANGUAGES]);
    const phone = file.contacts.programPhone;
    for (const tagline of shown) expect(tagline.text).toContain(`1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  });
});

describe('program.json languageAssistance', () => {
  const field = programFileSchema.shape.languageAssistance;
  const messages = (value: unknown) => {
    const result = field.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('is optional, and takes known tags in any order', () => {
    expect(messages(undefined)).toEqual([]);
    expect(messages({ languages: ['vi', 'es', 'hmn'] })).toEqual([]);
  });

  it('refuses an unknown tag, naming the nearest known one and every known one', () => {
    expect(messages({ languages: ['es', 'zh-hant', 'xx'] })).toEqual([
      `languages.1: "zh-hant" is not a language the portal has a tagline for (did you mean "zh-Hant"?); the known tags: ${taglineLanguages.join(', ')}`,
      `languages.2: "xx" is not a language the portal has a tagline for; the known tags: ${taglineLanguages.join(', ')}`,
    ]);
  });

  it('refuses a language listed twice, an empty list and any other key', () => {
    expect(messages({ languages: ['es', 'ko', 'es'] })).toEqual(['languages.2: "es" is listed twice: each language once']);
    expect(messages({ languages: [] })).toHaveLength(1);
    expect(messages({ languages: ['es'], tty: '711' })).toHaveLength(1);
  });

  it('stops the build with the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'program-'));
    try {
      cpSync(join(root, 'programs/BISP'), dir, { recursive: true });
      const file = JSON.parse(readFileSync(join(dir, 'program.json'), 'utf8'));
      writeFileSync(join(dir, 'program.json'), JSON.stringify({ ...file, languageAssistance: { languages: ['es', 'tagalog'] } }));
      expect(() => loadProgram(dir, dir)).toThrow(ProgramConfigError);
      expect(() => loadProgram(dir, dir)).toThrow(/program\.json:\s+- languageAssistance\.languages\.1: "tagalog" is not a language the portal has a tagline for; the known tags: es, zh-Hant, /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
