/**
 * What the visual check covers: every story of the built Storybook (dist/storybook/index.json) for
 * every programme folder with a theme (programs/<CODE>/theme.css.ts, the same rule as
 * .storybook/preview.tsx). Shared by tools/scripts/visual-check.mjs (Node strips the types) and
 * apps/portal-e2e/visual/visual.spec.ts, so it uses erasable TypeScript only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const storybookDir = join(workspaceRoot, 'dist/storybook');
export const baselineDir = join(workspaceRoot, 'apps/portal-e2e/visual/baselines');
export const VISUAL_PORT = 6106;

/** Stories tagged `skip-visual` stay out of the screenshot and axe run (say why in the story). */
const SKIP_TAG = 'skip-visual';

export function listProgrammes(): string[] {
  return readdirSync(join(workspaceRoot, 'programs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(workspaceRoot, 'programs', entry.name, 'theme.css.ts')))
    .map((entry) => entry.name)
    .sort();
}

export interface StoryTarget {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

interface IndexEntry extends StoryTarget {
  type: 'story' | 'docs';
  tags?: string[];
}

export function listStories(): StoryTarget[] {
  const indexFile = join(storybookDir, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (see apps/portal-e2e/visual/README.md).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes(SKIP_TAG))
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The screen-level stories (the features' pages, states and modals, not the design system's atoms
 * or the foundations): the visual check renders these in every language besides English too.
 */
export function isScreenStory(story: StoryTarget): boolean {
  return !/^(Design system|Foundations)\//.test(story.title);
}

/**
 * The design system's components (not the foundations, not the screens) are the same code in every
 * programme, so they are screenshotted in the first programme only. A programme's theme still meets
 * the check in every programme: the foundations' stories show every token of it, and its screens,
 * built of those components, are checked in every language.
 */
function isDesignSystemStory(story: StoryTarget): boolean {
  return story.title.startsWith('Design system/');
}

/** The stories checked in English in `program`: all of them in the first programme, all but the design system's components in the others. */
export function storiesIn(program: string, programmes: readonly string[], stories: readonly StoryTarget[]): StoryTarget[] {
  return program === programmes[0] ? [...stories] : stories.filter((story) => !isDesignSystemStory(story));
}

/** The languages other than English the screen-level stories are checked in (libs/formats `languages`). */
export const OTHER_LANGUAGES = ['es'] as const;
