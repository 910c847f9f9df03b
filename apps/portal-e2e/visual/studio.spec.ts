import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { axeViolations } from '@portal/testing/axeInPage';
import { workspaceRoot } from './targets.ts';

/**
 * The programme studio (apps/studio), tried as a designer would: LUMA opened, a token edited and
 * seen in the previews at once, a colour below AA named with the shade that passes and refused at
 * export, and an export of LUMA with one changed token that builds as it is and shows that token on
 * the built landing page. axe on the studio itself: designers use it with a keyboard and a screen
 * reader too.
 */
const STUDIO = '/iframe.html?id=studio-programme-studio--programme-studio&viewMode=story&globals=program:LUMA;language:en;a11y.manual:!true';
/** A blue that reads under white (8.3:1) and differs from each of LUMA's own colours. */
const CHANGED = '#1d4e89';
const CHANGED_RGB = 'rgb(29, 78, 137)';

async function openStudio(page: Page): Promise<void> {
  await page.goto(STUDIO);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme studio: LUMA' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'pairs meet WCAG AA' })).toHaveText(/^(\d+) of \1 pairs meet WCAG AA\.$/);
}

const token = (page: Page, path: string) => page.getByRole('textbox', { name: path, exact: true });

test('LUMA in the studio: axe finds nothing, and a changed token shows at once in every preview, both languages and three widths', async ({ page }) => {
  // The studio boots twelve Storybook documents here (the first screen's six previews, then the
  // chosen screen's), 8 to 15 s of a busy two-core machine: a load, sized as the export test's build is.
  test.setTimeout(90_000);
  await openStudio(page);
  await expect(page.getByRole('listitem').filter({ hasText: /^Pass configuration/ })).toBeVisible();
  // Every finding, whatever its impact (Storybook's accessibility panel shows them all to a designer),
  // but one: each preview frame is a page with its own header, main and footer, which axe counts as
  // the studio's own landmarks, repeated.
  const findings = (await axeViolations(page)).filter((violation) => violation.id !== 'landmark-unique' || !violation.nodes.every((node) => node.target.length > 1));
  expect(findings.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}`)).toEqual([]);

  await page.getByRole('combobox', { name: 'Screen' }).selectOption('missing-information-wizard--address-filled');
  const frames = ['320 px, English', '390 px, English', '1024 px, English', '320 px, Spanish', '390 px, Spanish', '1024 px, Spanish'].map((where) =>
    page.frameLocator(`iframe[title$="${where}"]`),
  );
  // Each frame boots Storybook's whole preview, the six of them on the studio's one renderer thread:
  // a page load, awaited as long as the test may run, as page.goto is. The claim under test (a
  // changed token shows at once) keeps an assertion's few seconds below.
  for (const frame of frames) await frame.locator('html[data-studio="draft"]').waitFor();
  const before = await frames[0]!.getByRole('button').last().evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(before).not.toBe(CHANGED_RGB);

  await token(page, 'color.button.primaryBackground').fill(CHANGED);
  for (const frame of frames) {
    await expect(frame.getByRole('button').last()).toHaveCSS('background-color', CHANGED_RGB);
  }
});

test('a colour below AA is named with the shade that passes, the export is refused, and the suggested shade makes it build', async ({ page }) => {
  await openStudio(page);
  await token(page, 'color.button.primaryBackground').fill('#7fb2d9');

  // One entry for the colour, the pair it breaks under it.
  const stops = page.getByRole('list', { name: 'What stops the build' }).getByRole('listitem');
  await expect(stops.filter({ hasText: /^theme\.json color\.button\.primaryBackground: below WCAG AA in 1 pair of colours/ })).toHaveCount(1);
  await expect(stops.filter({ hasText: /^color\.button\.primaryForeground on color\.button\.primaryBackground: \d\.\d\d:1, below AA 4\.5:1/ })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'pairs meet WCAG AA' })).not.toHaveText(/^(\d+) of \1 /);
  await expect(token(page, 'color.button.primaryBackground')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Export LUMA.zip' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not exported' })).toHaveText(/^Not exported: \d+ problems? would stop the build\./);

  const suggestion = page.getByRole('button', { name: /^Use #[0-9a-f]{6} for color\.button\.primary(Background|Foreground) / }).first();
  await suggestion.click();
  await expect(page.getByRole('heading', { name: 'What stops the build' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: /^Pass configuration/ })).toBeVisible();
  // The refusal is not left standing once the draft builds.
  await expect(page.getByRole('status').filter({ hasText: 'export it again' })).toHaveText('Nothing stops the build now: export it again.');
  await expect(page.getByRole('status').filter({ hasText: 'Not exported' })).toHaveCount(0);
});

type StorybookWindow = Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } }; studioMark?: string };
/** How long a switch of screen may take before it counts as never coming (not a speed goal: the studio's README gives the measured time). */
const SWITCH_BOUND_MS = 60_000;
const PREVIEW_TITLES = ['320 px, English', '390 px, English', '1024 px, English', '320 px, Spanish', '390 px, Spanish', '1024 px, Spanish'];

/** The six preview frames once each shows `storyId`, rendered in the draft. */
async function previewsShowing(page: Page, storyId: string, timeout?: number) {
  const frames = PREVIEW_TITLES.map((where) => page.frameLocator(`iframe[title$="${where}"]`));
  for (const frame of frames) {
    await expect(frame.locator('html[data-studio="draft"]')).toBeAttached({ timeout });
    await expect
      .poll(() => frame.locator('html').evaluate(() => (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender), { timeout })
      .toMatchObject({ id: storyId, phase: 'finished' });
  }
  return frames;
}

test('another screen shows in the six previews at once: the same documents switch stories, none boots again', async ({ page }) => {
  // The first six previews boot Storybook's whole preview on the studio's one renderer thread: a
  // page load, awaited as page.goto is. What is under test is the switch after it.
  test.setTimeout(150_000);
  await openStudio(page);
  const frames = await previewsShowing(page, 'design-system-pageshell--public-page', 60_000);
  for (const frame of frames) await frame.locator('html').evaluate(() => ((window as StorybookWindow).studioMark = 'first document'));

  const started = Date.now();
  await page.getByRole('combobox', { name: 'Screen' }).selectOption('missing-information-wizard--address-filled');
  // A story is finished once Storybook's own afterEach (the accessibility addon's axe run, in each of
  // the six frames on the same renderer thread) is done: 5.5 to 8.4 s measured on a busy two-core machine.
  // The bound is for that state to come; how long it took is the annotation below, the measure.
  await previewsShowing(page, 'missing-information-wizard--address-filled', SWITCH_BOUND_MS);
  test.info().annotations.push({ type: 'switch', description: `six previews showed the new screen ${Date.now() - started} ms after the choice` });
  for (const frame of frames) expect(await frame.locator('html').evaluate(() => (window as StorybookWindow).studioMark)).toBe('first document');
});

test('a reload gives the designer the draft back, in the fields and in the previews', async ({ page }) => {
  test.setTimeout(150_000);
  await openStudio(page);
  await token(page, 'color.button.primaryBackground').fill(CHANGED);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Opened the draft this browser kept of LUMA' })).toBeVisible();
  await expect(token(page, 'color.button.primaryBackground')).toHaveValue(CHANGED);
  await previewsShowing(page, 'design-system-pageshell--public-page', 60_000);
  await page.getByRole('combobox', { name: 'Screen' }).selectOption('missing-information-wizard--address-filled');
  const [frame] = await previewsShowing(page, 'missing-information-wizard--address-filled', SWITCH_BOUND_MS);
  await expect(frame!.getByRole('button').last()).toHaveCSS('background-color', CHANGED_RGB);
});

test("LUMA's theme with one changed token leaves the studio as design tokens that npm run tokens:import accepts", async ({ page }) => {
  await openStudio(page);
  await token(page, 'radius.standard').fill('0.5rem');
  await expect(page.getByRole('heading', { name: 'What stops the build' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export LUMA.tokens.json' }).click()]);
  expect(download.suggestedFilename()).toBe('LUMA.tokens.json');
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(
    'Exported LUMA.tokens.json: open it in Figma variables or Tokens Studio; bring it back with npm run tokens:import -- LUMA LUMA.tokens.json.',
  );
  const file = await download.path();
  expect(JSON.parse(readFileSync(file, 'utf8')).radius.standard.$value).toEqual({ value: 0.5, unit: 'rem' });
  const imported = spawnSync(process.execPath, ['tools/scripts/tokens-import.mjs', 'LUMA', file, '--dry-run'], { cwd: workspaceRoot, encoding: 'utf8' });
  expect(imported.status, `${imported.stdout}\n${imported.stderr}`).toBe(0);
  expect(imported.stdout).toContain("passes every check as LUMA's theme (dry run: nothing written)");
});

test('an export of LUMA with one changed token builds as it is and its landing page shows that token', async ({ page, context }) => {
  // This test builds a programme (the portal's mock build with prerendering), which takes longer than a page.
  test.setTimeout(180_000);
  await openStudio(page);
  await token(page, 'color.button.primaryBackground').fill(CHANGED);
  await expect(page.getByRole('heading', { name: 'What stops the build' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export LUMA.zip' }).click()]);
  expect(download.suggestedFilename()).toBe('LUMA.zip');
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toHaveText('Exported LUMA.zip: unzip it into programs/ and build it with npx nx build LUMA.');
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));

  // Inside the workspace, as a folder of programs/ is: its theme.css.ts imports the design system.
  mkdirSync(join(workspaceRoot, '.tmp'), { recursive: true });
  const work = mkdtempSync(join(workspaceRoot, '.tmp/studio-export-'));
  const built = join(work, 'studio-export-build');
  try {
    for (const [path, bytes] of Object.entries(zip)) {
      mkdirSync(dirname(join(work, path)), { recursive: true });
      writeFileSync(join(work, path), bytes);
    }
    expect(JSON.parse(strFromU8(zip['LUMA/theme.json']!)).color.button.primaryBackground).toBe(CHANGED);
    expect(Object.keys(zip).sort()).toEqual(
      ['LUMA/program.json', 'LUMA/program.es.json', 'LUMA/theme.json', 'LUMA/copy.en.json', 'LUMA/copy.es.json', 'LUMA/theme.css.ts', 'LUMA/project.json', 'LUMA/fonts.css', 'LUMA/assets/logo.svg', 'LUMA/assets/logo-on-dark.svg', 'LUMA/assets/drug-inhalation-spray.svg'].sort(),
    );

    const { PORTAL_PROGRAM: _program, PORTAL_API_BASE_URL: _api, PORTAL_OUT_DIR: _out, ...env } = process.env;
    const build = spawnSync(process.execPath, ['tools/scripts/portal.mjs', 'build', 'LUMA'], {
      cwd: workspaceRoot,
      env: { ...env, PORTAL_PROGRAM_DIR: join(work, 'LUMA'), PORTAL_OUT_DIR: built },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);

    // The built landing page, answered from the build's folder; it paints from its HTML and CSS.
    const origin = 'http://studio-export.test';
    await context.route(`${origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(built, normalize(path === '/' ? '/index.html' : path));
      if (!file.startsWith(built) || !existsSync(file)) return route.fulfill({ status: 404 });
      const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
      await route.fulfill({ body: readFileSync(file), contentType: types[extname(file)] ?? 'application/octet-stream' });
    });
    const landing = await context.newPage();
    await landing.goto(`${origin}/`);
    const enter = landing.getByRole('link', { name: 'ENTER' });
    await expect(enter).toBeVisible();
    await expect(enter).toHaveCSS('background-color', CHANGED_RGB);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(join(workspaceRoot, 'dist/.manifests/studio-export-build.json'), { force: true });
  }
});
