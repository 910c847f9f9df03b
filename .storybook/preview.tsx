import type { Decorator, Preview } from '@storybook/react-vite';
import { program } from 'virtual:portal-program';
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
 * copy, features, contacts of PORTAL_PROGRAM) with the logos and drug logos of each toolbar
 * programme, so the assets follow the switch like the theme does. One object per programme, made
 * once, so a story keeps the same context value between renders.
 */
const storyPrograms = new Map<string, ProgramConfig>(programmes.map((entry) => [entry.code, { ...program, ...programmeAssets(entry.code) }]));

/**
 * Every story renders inside the toolbar programme's ProgramProvider (see `storyPrograms`).
 * The theme class goes on <html>, not around the story: Radix portals (Modal) render at the end of
 * <body>, outside the story root, and must be themed too. `data-program` lets the visual check wait
 * until the requested programme is applied.
 */
const withProgramme: Decorator = (Story, context) => {
  const requested = typeof context.globals.program === 'string' ? context.globals.program : defaultProgramme;
  const code = programmes.some((entry) => entry.code === requested) ? requested : defaultProgramme;
  const root = document.documentElement;
  // The design system's global styles (fonts, box sizing), as the app puts them on <html>.
  root.classList.add(portalRoot);
  for (const entry of programmes) root.classList.toggle(entry.themeClass, entry.code === code);
  root.dataset.program = code;
  root.lang = 'en';
  return (
    <ProgramProvider program={storyPrograms.get(code) ?? program}>
      <Story />
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
  },
  initialGlobals: { program: defaultProgramme },
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
