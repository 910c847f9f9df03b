/**
 * The files of a programme folder that follow from its code, name and brand alone: what
 * `npm run new-program` writes and what the programme studio exports. Pure (text in, text out), so
 * the generator on Node and the studio in the browser write the same folder.
 */
import { PLACEHOLDER, PLACEHOLDER_HOST_SUFFIX, PLACEHOLDER_PHONE } from './placeholders.ts';
import { deriveTheme, type ThemeTokens } from '@portal/tokens';

export const SCHEMA_DIR = 'libs/program-config/schema';
/** How a file in programs/<CODE>/ names its schema. */
export const schemaRef = (file: string) => `../../${SCHEMA_DIR}/${file}`;

/** The schema file of each programme file (copy.<language>.json and program.<language>.json by language). */
export const SCHEMA_OF: Record<string, string> = {
  'program.json': 'program.schema.json',
  'program.es.json': 'program-translation.schema.json',
  'theme.json': 'theme.schema.json',
  'copy.en.json': 'copy.en.schema.json',
  'copy.es.json': 'copy.es.schema.json',
};

/** The `$schema` line of a programme file: editors autocomplete and check it. */
export const $schemaOf = (file: string): string => schemaRef(SCHEMA_OF[file]!);

/** A programme code: 2-12 capital letters or digits, starting with a letter (program.json's `code`). */
export const PROGRAM_CODE = /^[A-Z][A-Z0-9]{1,11}$/;

/** The JSON of a file as the tools write it: two spaces, one final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export const THEME_COMMENT =
  'The brand in a few inputs (primary; optional accent, surface, headingFont): every other token derives from them (libs/tokens/src/brand.ts), and any token set beside brand wins.';
const COPY_COMMENTS: Record<string, string> = {
  'copy.en.json': 'Overrides of the base copy in libs/program-config/src/copy/en.ts. Only keys that exist there are allowed.',
  'copy.es.json': 'Spanish overrides of the base copy in libs/program-config/src/copy/es.ts. Each override in copy.en.json needs its Spanish here.',
};

/** A copy file with its schema and note first (the file's own note, else the generator's), then the overrides. */
export function copyFileText(name: 'copy.en.json' | 'copy.es.json', overrides: object): string {
  const { $schema: _schema, $comment: comment, ...rest } = overrides as Record<string, unknown>;
  return jsonText({ $schema: $schemaOf(name), $comment: comment ?? COPY_COMMENTS[name], ...rest });
}

/** Where a programme's theme module finds the theme contract: the design system's, not this library's. */
const THEME_CONTRACT_MODULE = '@portal/design-system/theme';

/** theme.css.ts: the programme's theme class from its theme.json. */
export const themeModuleText = (code: string): string =>
  [
    `import { createProgramTheme } from '${THEME_CONTRACT_MODULE}';`,
    `import tokens from './theme.json';`,
    '',
    `export const themeClass = createProgramTheme(tokens, '${code.toLowerCase()}');`,
    '',
  ].join('\n');

/** project.json: the programme as an Nx project (serve, build, preview, e2e through tools/scripts/portal.mjs). */
export const projectJsonText = (code: string): string =>
  jsonText({
    name: code,
    projectType: 'application',
    tags: ['type:program'],
    implicitDependencies: ['portal'],
    targets: Object.fromEntries(
      ['serve', 'build', 'preview', 'e2e'].map((target) => [target, { executor: 'nx:run-commands', options: { command: `node tools/scripts/portal.mjs ${target} ${code}` } }]),
    ),
  });

/**
 * The first line of every image the generator writes or copies (logos, the template's drug mark): a
 * production build refuses an image that still holds it, as it refuses a placeholder value.
 */
const PLACEHOLDER_IMAGE_MARK = `<!-- ${PLACEHOLDER}: an image of the generator's, to be replaced with the programme's own (a production build refuses it) -->`;

/** An SVG the generator copies from the template, marked as its placeholder. */
export const markedPlaceholderImage = (svg: string): string => (svg.includes(PLACEHOLDER_IMAGE_MARK) ? svg : `${PLACEHOLDER_IMAGE_MARK}\n${svg}`);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A placeholder logo drawn with shapes only: a logo must never be SVG <text>, which each browser
 * lays out with its own fonts (the programme check rejects it). The real logo replaces it, its
 * words outlined with tools/scripts/outline-logo.mjs.
 */
const placeholderLogo = (displayName: string, fill: string): string =>
  `${PLACEHOLDER_IMAGE_MARK}\n<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img"><title>${escapeXml(displayName)}</title><rect x="2" y="6" width="28" height="28" rx="6" fill="${fill}"/><rect x="38" y="12" width="64" height="8" rx="4" fill="${fill}"/><rect x="38" y="24" width="44" height="6" rx="3" fill="${fill}" opacity="0.7"/></svg>\n`;

/** Placeholder logos in the brand: the readable shade of the brand on the light header, the header's text colour on the brand. */
export const placeholderLogos = (displayName: string, theme: ThemeTokens): { logo: string; logoOnDark: string } => ({
  logo: placeholderLogo(displayName, theme.color.button.secondaryForeground),
  logoOnDark: placeholderLogo(displayName, theme.color.foreground.onBrand),
});

export interface ScaffoldInput {
  code: string;
  displayName: string;
  /** The brand colour, #rrggbb. */
  primary: string;
  /** The programme whose shape and drug catalogue a new one starts from (BISP's program.json and program.es.json). */
  template: { program: { features: Record<string, unknown>; assets: unknown; drugCatalogue: unknown[] }; programEs: { drugAlts: unknown[] } };
  year: number;
}

/**
 * A new programme's folder, as text files by path (the drug logo the template names is copied by the
 * caller): every feature off, the theme from the brand colour alone, and every value that is one
 * programme's own a marked placeholder (libs/program-config/src/production.ts), which a production
 * build refuses.
 */
export function scaffoldFiles({ code, displayName, primary, template, year }: ScaffoldInput): Record<string, string> {
  const placeholderHost = (name: string) => `${name}.${PLACEHOLDER_HOST_SUFFIX}`;
  const program = {
    $schema: $schemaOf('program.json'),
    code,
    displayName,
    baseUrl: '',
    features: Object.fromEntries(Object.keys(template.program.features).map((flag) => [flag, { enabled: false }])),
    contacts: {
      programPhone: PLACEHOLDER_PHONE,
      programHours: `${PLACEHOLDER}: days and hours the program's phone is answered, with the time zone`,
      medicalInformationPhone: PLACEHOLDER_PHONE,
      serviceProvider: `${PLACEHOLDER}: the legal entity that runs the program`,
    },
    checkoutHosts: [placeholderHost('checkout')],
    receiptHosts: [placeholderHost('receipts')],
    pharmacyLinks: { amazon: `https://${placeholderHost('amazon-pharmacy')}/`, healthdyne: `https://${placeholderHost('healthdyne')}/` },
    copyrightYear: year,
    languages: ['en', 'es'],
    analytics: {
      tagManagerId: `GTM-${PLACEHOLDER}`,
      productionTagManagerId: `GTM-${PLACEHOLDER}`,
      analyticsId: `G-${PLACEHOLDER}`,
      productionHost: placeholderHost('portal'),
    },
    assets: template.program.assets,
    // The template's drugs, so the mock's prescriptions show a mark at once; each alt text is marked,
    // so the catalogue is made the programme's own (NDC, mark, words) before a production build.
    drugCatalogue: (template.program.drugCatalogue as { alt: string }[]).map((drug) => ({ ...drug, alt: `${PLACEHOLDER}: ${drug.alt}` })),
  };
  const logos = placeholderLogos(displayName, deriveTheme({ primary }));
  return {
    'program.json': jsonText(program),
    'theme.json': jsonText({ $schema: $schemaOf('theme.json'), $comment: THEME_COMMENT, brand: { primary } }),
    'assets/logo.svg': logos.logo,
    'assets/logo-on-dark.svg': logos.logoOnDark,
    // The base copy already names the programme ({programName}); overrides start empty, in each language.
    'copy.en.json': copyFileText('copy.en.json', {}),
    'copy.es.json': copyFileText('copy.es.json', {}),
    // The Spanish of program.json's patient-facing values: the hours' placeholder, and the template's drug alt texts (its catalogue is copied too).
    'program.es.json': jsonText({
      $schema: $schemaOf('program.es.json'),
      contacts: { programHours: `${PLACEHOLDER}: horario del teléfono del programa` },
      drugAlts: (template.programEs.drugAlts as string[]).map((alt) => `${PLACEHOLDER}: ${alt}`),
    }),
    'theme.css.ts': themeModuleText(code),
    'project.json': projectJsonText(code),
  };
}
