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
export const SKIP_TAG = 'skip-visual';

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

/** The languages other than English the screen-level stories are checked in (libs/formats `languages`). */
export const OTHER_LANGUAGES = ['es'] as const;
