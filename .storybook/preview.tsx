import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { loadLanguage, program } from 'virtual:portal-program';
import { isLanguage, languageNames, languages, type Language } from '@portal/formats';
// Global styles (box sizing, body font and colours, focus ring) once, as the portal's entry does.
import { portalRoot } from '@portal/design-system';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { programmeAssets } from './programmeAssets.ts';

/**
 * Every programme folder with a theme becomes a toolbar item, so a new programme appears here
 * without touching this file. All themes are bundled in Storybook (the portal ships only one).
 */
const themeModules = import.meta.glob<{ themeClass: string }>('../programs/*/theme.css.ts', { eager: true });
// And every programme's brand faces (programs/<CODE>/fonts.css), which only declare @font-face.
import.meta.glob('../programs/*/fonts.css', { eager: true });

const programmes = Object.entries(themeModules)
  .map(([path, module]) => ({ code: path.split('/').at(-2) ?? path, themeClass: module.themeClass }))
  .sort((a, b) => a.code.localeCompare(b.code));

const defaultProgramme = programmes.some((entry) => entry.code === program.code) ? program.code : (programmes[0]?.code ?? '');

/**
 * What stories read through `useProgram()`: the built programme (`virtual:portal-program`:
 * copy, features, contacts of PORTAL_PROGRAM) in the toolbar's language, with the logos and drug
 * logos of the toolbar's programme, so the assets follow the switch like the theme does. One object
 * per programme and language, made once, so a story keeps the same context value between renders.
 */
const storyPrograms = new Map<string, ProgramConfig>();
function storyProgram(code: string, inLanguage: ProgramConfig): ProgramConfig {
  const key = `${code}:${inLanguage.language}`;
  let made = storyPrograms.get(key);
  if (!made) {
    const assets = programmeAssets(code);
    // The drugs' alt texts in the language (the built programme's, which has them).
    const drugCatalogue = assets.drugCatalogue.map((drug, index) => ({ ...drug, alt: inLanguage.drugCatalogue[index]?.alt ?? drug.alt }));
    storyPrograms.set(key, (made = { ...inLanguage, ...assets, drugCatalogue }));
  }
  return made;
}

/**
 * Stories hand some texts to a view as args, taken from the English copy (an error message, a
 * heading). In another language each such arg becomes the same copy key's text there, so a story
 * shows one language. The English copy's texts by value, with their place in the copy.
 */
const englishTexts = new Map<string, string[]>();
(function index(node: unknown, path: string[]) {
  if (typeof node === 'string') {
    if (!englishTexts.has(node)) englishTexts.set(node, path);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) index(value, [...path, key]);
  }
})(program.copy, []);

function argsIn(args: Record<string, unknown>, inLanguage: ProgramConfig): Record<string, unknown> {
  if (inLanguage.language === program.language) return args;
  const translate = (value: unknown): unknown => {
    if (typeof value !== 'string') return Array.isArray(value) ? value.map(translate) : value;
    const path = englishTexts.get(value);
    const translated = path?.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], inLanguage.copy);
    return typeof translated === 'string' ? translated : value;
  };
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, translate(value)]));
}

const requestedLanguage = (globals: Record<string, unknown>): Language => (isLanguage(globals.language) ? globals.language : 'en');

/** The toolbar's language: its texts load before the story renders (as the portal loads them on a switch). */
const withLanguageTexts: Loader = async ({ globals }) => {
  const programInLanguage = await loadLanguage(requestedLanguage(globals));
  // `copy`: for a story's play function, which finds controls by their names in that language.
  return { programInLanguage, copy: programInLanguage.copy };
};

/**
 * Every story renders inside the toolbar programme's ProgramProvider, in the toolbar's language
 * (see `storyProgram`). The theme class goes on <html>, not around the story: Radix portals (Modal)
 * render at the end of <body>, outside the story root, and must be themed too. `data-program` and
 * `lang` let the visual check wait until the requested programme and language are applied.
 */
const withProgramme: Decorator = (Story, context) => {
  const requested = typeof context.globals.program === 'string' ? context.globals.program : defaultProgramme;
  const code = programmes.some((entry) => entry.code === requested) ? requested : defaultProgramme;
  const inLanguage = (context.loaded as { programInLanguage?: ProgramConfig }).programInLanguage ?? program;
  const root = document.documentElement;
  // The design system's global styles (fonts, box sizing), as the app puts them on <html>.
  root.classList.add(portalRoot);
  for (const entry of programmes) root.classList.toggle(entry.themeClass, entry.code === code);
  root.dataset.program = code;
  root.lang = inLanguage.language;
  return (
    <ProgramProvider program={storyProgram(code, inLanguage)}>
      <Story args={argsIn(context.args, inLanguage)} />
    </ProgramProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    program: {
      description: 'Programme theme (programs/<CODE>/theme.json)',
      toolbar: {
        title: 'Programme',
        icon: 'paintbrush',
        items: programmes.map((entry) => ({ value: entry.code, title: entry.code })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of every text (libs/program-config/src/copy/<language>.ts)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { program: defaultProgramme, language: 'en' },
  loaders: [withLanguageTexts],
  decorators: [withProgramme],
  // Every story starts as in a fresh tab, whichever story was shown before it in this preview
  // (the Storybook UI and the visual check both switch stories without reloading).
  beforeEach: () => {
    window.sessionStorage.clear();
    window.scrollTo(0, 0);
  },
  parameters: {
    controls: { expanded: true },
    // Fail the a11y panel's checks in the UI as errors; the CI run is tools/visual (axe per story).
    a11y: { test: 'error' },
  },
};

export default preview;
