import type { ComponentType } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { program } from 'virtual:portal-program';
import { programmes as programmeData } from 'virtual:portal-programmes';
import { isLanguage, languageNames, languages, type Language } from '@portal/formats';
// Global styles (box sizing, body font and colours, focus ring) once, as the portal's entry does.
import { Notice, portalRoot } from '@portal/design-system';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { PSEUDO_LANGUAGE, pseudoCopy, pseudoText } from '@portal/program-config/copy/pseudo';
import { programmeAssets } from './programmeAssets.ts';
import { isStudioPreview, StudioPreview } from '@portal/studio/live';
import { argsWithFlags, notInProgrammeNote, screenMissingIn, storyFlagsOf, type StoryFlags } from '@portal/testing/storyFlags';

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
 * What stories read through `useProgram()`: the toolbar's programme in the toolbar's language,
 * whole (`virtual:portal-programmes`: its names, copy, contacts, feature flags, drug catalogue),
 * with its logos and drug logos, so a LUMA story shows LUMA's words and no payment where LUMA has
 * none, as LUMA's portal would. One object per programme and language, made once, so a story keeps
 * the same context value between renders.
 */
const storyPrograms = new Map<string, ProgramConfig>();
function storyProgram(code: string, language: StoryLanguage): ProgramConfig {
  const key = `${code}:${language}`;
  let made = storyPrograms.get(key);
  if (!made) {
    // A programme not written in the language (program.json's languages) shows its English.
    const data = language === PSEUDO_LANGUAGE ? pseudoProgramme(programmeData[code]?.en) : (programmeData[code]?.[language] ?? programmeData[code]?.en);
    if (!data) throw new Error(`No programme ${code} in ${language}`);
    const assets = programmeAssets(code);
    // The drugs' logos from the bundle, their alt texts in the language.
    const drugCatalogue = assets.drugCatalogue.map((drug, index) => ({ ...drug, alt: data.drugCatalogue[index]?.alt ?? drug.alt }));
    storyPrograms.set(key, (made = { ...data, assets: assets.assets, drugCatalogue }));
  }
  return made;
}

/**
 * A story's language: one of the portal's, or the pseudo-locale (libs/program-config
 * copy/pseudo.ts), which shows a designer and the visual gate what a longer translation does to
 * a screen, and any text not read from the copy. It is the English programme with every text a
 * patient reads in the programme's language made pseudo (its copy, its hours, its drugs' alt
 * texts); its dates and numbers are English.
 */
type StoryLanguage = Language | typeof PSEUDO_LANGUAGE;

type ProgrammeData = NonNullable<(typeof programmeData)[string][Language]>;
function pseudoProgramme(english: ProgrammeData | undefined): ProgrammeData | undefined {
  if (!english) return english;
  const { programHours, contactUsHours } = english.contacts;
  return {
    ...english,
    copy: pseudoCopy(english.copy),
    contacts: { ...english.contacts, programHours: pseudoText(programHours), ...(contactUsHours === undefined ? {} : { contactUsHours: pseudoText(contactUsHours) }) },
    drugCatalogue: english.drugCatalogue.map((drug) => ({ ...drug, alt: pseudoText(drug.alt) })),
  };
}

/**
 * Stories hand some texts to a view as args, taken from the built programme's English copy (an
 * error message, a heading). In another programme or language each such arg becomes the same copy
 * key's text there, so a story shows one programme in one language. The English copy's texts by
 * value, with their place in the copy.
 */
const englishTexts = new Map<string, string[]>();
(function index(node: unknown, path: string[]) {
  if (typeof node === 'string') {
    if (!englishTexts.has(node)) englishTexts.set(node, path);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) index(value, [...path, key]);
  }
})(program.copy, []);

function argsIn(args: Record<string, unknown>, inLanguage: ProgramConfig, language: StoryLanguage): Record<string, unknown> {
  if (language === program.language && inLanguage.code === program.code) return args;
  const translate = (value: unknown, nested = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? translate(item) : item));
    // A state arg (a page's `{ status: 'error', message }`) carries texts one level down. No deeper,
    // and not in an array's objects: a wizard's events carry answers that are the API's values
    // ("Prefer not to say"), which must stay as they are in every language.
    if (!nested && value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translate(inner, true)]));
    }
    if (typeof value !== 'string') return value;
    const path = englishTexts.get(value);
    const translated = path?.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], inLanguage.copy);
    return typeof translated === 'string' ? translated : value;
  };
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, translate(value)]));
}

const requestedLanguage = (globals: Record<string, unknown>): StoryLanguage =>
  isLanguage(globals.language) || globals.language === PSEUDO_LANGUAGE ? globals.language : 'en';
const requestedProgramme = (globals: Record<string, unknown>): string =>
  typeof globals.program === 'string' && programmes.some((entry) => entry.code === globals.program) ? globals.program : defaultProgramme;

/** `copy`: for a story's play function, which finds controls by their names in the toolbar's programme and language. */
const withCopy: Loader = ({ globals }) => ({ copy: storyProgram(requestedProgramme(globals), requestedLanguage(globals)).copy });

/**
 * A story shows what the programme would show (`parameters.flags`, libs/testing/src/storyFlags.ts):
 * a screen the programme does not have becomes a note saying so, as the portal leaves its route
 * out; an arg that carries a flag is off where the programme has the flag off, as the page would
 * pass it down.
 */
function StoryIn({
  program,
  language,
  flags,
  Story,
  args,
}: {
  program: ProgramConfig;
  language: StoryLanguage;
  flags: StoryFlags;
  Story: ComponentType<{ args: Record<string, unknown> }>;
  args: Record<string, unknown>;
}) {
  const missing = screenMissingIn(program, flags);
  const note = missing ? notInProgrammeNote(program, missing) : '';
  return (
    <ProgramProvider program={program}>
      {missing ? (
        <Notice tone="neutral" as="p">
          {language === PSEUDO_LANGUAGE ? pseudoText(note) : note}
        </Notice>
      ) : (
        <Story args={argsWithFlags(argsIn(args, program, language), program, flags)} />
      )}
    </ProgramProvider>
  );
}

/**
 * Every story renders inside the toolbar programme's ProgramProvider, in the toolbar's language
 * (see `storyProgram`), with its flags (see `StoryIn`). The theme class goes on <html>, not around the story: Radix portals (Modal)
 * render at the end of <body>, outside the story root, and must be themed too. `data-program` and
 * `lang` let the visual check wait until the requested programme and language are applied.
 */
const withProgramme: Decorator = (Story, context) => {
  const code = requestedProgramme(context.globals);
  const language = requestedLanguage(context.globals);
  const inLanguage = storyProgram(code, language);
  const flags = storyFlagsOf(context.parameters);
  const root = document.documentElement;
  // The design system's global styles (fonts, box sizing), as the app puts them on <html>.
  root.classList.add(portalRoot);
  for (const entry of programmes) root.classList.toggle(entry.themeClass, entry.code === code);
  root.dataset.program = code;
  root.lang = language === PSEUDO_LANGUAGE ? language : inLanguage.language;
  // One of the programme studio's previews: the studio's draft, not the folder (apps/studio/live.tsx).
  if (studioPreview) {
    return (
      <StudioPreview language={inLanguage.language} fallback={inLanguage}>
        {(program) => <StoryIn program={program} language={language} flags={flags} Story={Story} args={context.args} />}
      </StudioPreview>
    );
  }
  return <StoryIn program={inLanguage} language={language} flags={flags} Story={Story} args={context.args} />;
};
const studioPreview = isStudioPreview();

const preview: Preview = {
  globalTypes: {
    program: {
      description: 'Programme: its theme, logos, names, copy, contacts and feature flags (programs/<CODE>/)',
      toolbar: {
        title: 'Programme',
        icon: 'paintbrush',
        items: programmes.map((entry) => ({ value: entry.code, title: entry.code })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of every text (libs/program-config/src/copy/<language>.ts), or the pseudo-locale (copy/pseudo.ts): longer, accented, bracketed texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...languages.map((language) => ({ value: language, title: languageNames[language] })), { value: PSEUDO_LANGUAGE, title: `Pseudo-locale (${PSEUDO_LANGUAGE})` }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { program: defaultProgramme, language: 'en' },
  loaders: [withCopy],
  decorators: [withProgramme],
  // Every story starts as in a fresh tab, whichever story was shown before it in this preview
  // (the Storybook UI and the visual check both switch stories without reloading).
  beforeEach: () => {
    window.sessionStorage.clear();
    window.scrollTo(0, 0);
  },
  parameters: {
    controls: { expanded: true },
    // Fail the a11y panel's checks in the UI as errors; the CI run is apps/portal-e2e/visual (axe per story).
    a11y: { test: 'error' },
  },
};

export default preview;
