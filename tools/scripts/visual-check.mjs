#!/usr/bin/env node
/**
 * Local visual + accessibility check of the built Storybook, no Chromatic account needed:
 *   node tools/scripts/visual-check.mjs                      compare with apps/portal-e2e/visual/baselines
 *   node tools/scripts/visual-check.mjs --update-snapshots   rewrite the baselines (review the diff!)
 * Other arguments go to `playwright test` (e.g. --grep LUMA). Build Storybook first; see
 * apps/portal-e2e/visual/README.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from './visual-serve.mjs';
import { baselineDir, isScreenStory, listProgrammes, listStories, OTHER_LANGUAGES, storiesIn, storybookDir, VISUAL_PORT, workspaceRoot } from '../../apps/portal-e2e/visual/targets.ts';

const args = process.argv.slice(2);
const updating = args.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'));

if (!existsSync(join(storybookDir, 'index.json'))) {
  console.error(
    `No Storybook build in ${relative(workspaceRoot, storybookDir)}. Build it first:\n` +
      '  STORYBOOK_DISABLE_TELEMETRY=1 storybook build -c .storybook -o dist/storybook --quiet',
  );
  process.exit(2);
}
warnIfBuildIsStale();

let server;
try {
  server = await serveStatic({ dir: storybookDir, port: VISUAL_PORT });
} catch (error) {
  console.error(`Cannot serve the Storybook build on port ${VISUAL_PORT}: ${error.message}`);
  process.exit(1);
}

const programmes = listProgrammes();
const stories = listStories();
const screens = stories.filter(isScreenStory).length;
const inEnglish = programmes.reduce((sum, code) => sum + storiesIn(code, programmes, stories).length, 0);
console.log(
  `Visual check: ${stories.length} stories in ${programmes[0]}, and all but the design system's components in ${programmes.slice(1).join(', ') || 'no other programme'} = ${inEnglish} screenshots, ` +
    `and ${screens} screen-level stories × ${programmes.length} in ${OTHER_LANGUAGES.join(', ')} = ${screens * programmes.length * OTHER_LANGUAGES.length}, ` +
    `and ${screens} in the pseudo-locale in ${programmes[0]} (no screenshot)`,
);

const playwright = join(workspaceRoot, 'node_modules/@playwright/test/cli.js');
const status = await new Promise((resolveStatus) => {
  const child = spawn(process.execPath, [playwright, 'test', '-c', join(workspaceRoot, 'apps/portal-e2e/visual/playwright.config.ts'), ...args], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, VISUAL_PORT: String(VISUAL_PORT), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  // Stopping this script must stop the Playwright run (and its browsers) too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => resolveStatus(code ?? (signal ? 1 : 0)));
});
server.close();

const orphans = findOrphanBaselines(programmes, stories);
if (orphans.length > 0) {
  if (updating) {
    for (const file of orphans) rmSync(file);
    console.log(`Removed ${orphans.length} baseline(s) of stories or programmes that no longer exist.`);
  } else {
    console.error(
      `Baselines without a story (deleted or renamed?); run with --update-snapshots to remove them:\n` +
        orphans.map((file) => `  ${relative(workspaceRoot, file)}`).join('\n'),
    );
  }
}
process.exit(status !== 0 ? status : orphans.length > 0 && !updating ? 1 : 0);

function findOrphanBaselines(programmeCodes, storyEntries) {
  if (!existsSync(baselineDir)) return [];
  const expected = new Set(
    programmeCodes.flatMap((code) => [
      ...storiesIn(code, programmeCodes, storyEntries).map((story) => join(baselineDir, code, `${story.id}.png`)),
      // Screen-level stories in each other language (apps/portal-e2e/visual/visual.spec.ts).
      ...OTHER_LANGUAGES.flatMap((language) => storyEntries.filter(isScreenStory).map((story) => join(baselineDir, code, language, `${story.id}.png`))),
    ]),
  );
  return readdirSync(baselineDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !expected.has(file));
}

/** A check against an old build passes or fails for the wrong reasons: say so. */
function warnIfBuildIsStale() {
  const builtAt = statSync(join(storybookDir, 'index.json')).mtimeMs;
  const sources = ['libs', 'apps', 'programs', '.storybook'];
  const newer = sources.flatMap((folder) => newerFiles(join(workspaceRoot, folder), builtAt)).slice(0, 5);
  if (newer.length > 0) {
    console.warn(
      `Warning: the Storybook build is older than ${newer.map((file) => relative(workspaceRoot, file)).join(', ')}. ` +
        'Rebuild it to check the current code.',
    );
  }
}

function newerFiles(folder, since) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => (entry.isFile() ? join(entry.parentPath, entry.name) : ''))
    // Unit and end-to-end tests do not end up in Storybook.
    .filter((file) => file && !file.includes('/node_modules/') && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(file))
    .filter((file) => statSync(file).mtimeMs > since);
}
