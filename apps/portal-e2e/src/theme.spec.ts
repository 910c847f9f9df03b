import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, loadProgramUnderTest, test } from './fixtures.ts';

const root = resolve(import.meta.dirname, '../../..');
const allPrograms = readdirSync(resolve(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => loadProgramUnderTest(entry.name));

/** "#08294a" -> "rgb(8, 41, 74)", as getComputedStyle reports it. */
function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Font lists compared without quotes and spacing differences. */
const fontList = (value: string) => value.replace(/["']/g, '').split(',').map((part) => part.trim()).join(',');

// Each programme carries its own theme: the public header colour and the body font are its own.
test('the public header colour and body font are this programme’s', async ({ page, visit, program }) => {
  await visit('/');
  const header = page.getByRole('banner');
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);

  expect(background).toBe(rgb(program.theme.color.background.brand));
  expect(fontList(font)).toBe(fontList(program.theme.font.body));

  // The check tells this programme apart from another: some other programme differs in header
  // colour or body font, so a build wearing its theme would fail above. Two programmes may share
  // either one (a generated programme keeps the system font stack, as BISP has it).
  const others = allPrograms.filter((other) => other.code !== program.code);
  const distinct = others.filter((other) => rgb(other.theme.color.background.brand) !== background || fontList(other.theme.font.body) !== fontList(font));
  expect(distinct.map((other) => other.code), 'programmes whose theme this check tells apart').not.toEqual([]);
});

// access-and-identity §7 (web fonts), made safe: a programme's brand face ships with its build and
// is preloaded by the landing page; no font comes from another host. LUMA shows it (Fraunces).
test('brand faces ship with the build, preloaded by the landing page; no font host is asked', async ({ page, visit, program }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await visit('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const fonts = program.brandFontFiles;
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(fonts.length);
  const origin = new URL(page.url()).origin;
  for (const url of fontRequests) expect(new URL(url).origin, `font from ${url}`).toBe(origin);

  const headingFont = fontList(await heading.evaluate((element) => getComputedStyle(element).fontFamily));
  expect(headingFont).toBe(fontList(program.theme.font.heading));
  const brandFace = headingFont.split(',')[0]!;
  // The first family of the heading is either a face this programme ships, and it is in use, or a
  // system face (nothing to download).
  const shipped = await page.evaluate((family) => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family), brandFace);
  expect(shipped).toBe(fonts.length > 0);
  if (shipped) {
    expect(await page.evaluate((family) => document.fonts.check(`600 2rem "${family}"`), brandFace)).toBe(true);
    expect(fontRequests.some((url) => fonts.some((name) => new URL(url).pathname.includes(name)))).toBe(true);
  }
});
