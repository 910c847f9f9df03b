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

// Each programme carries its own theme: the public header colour and the body font differ.
test('the public header colour and body font are this programme’s', async ({ page, visit, program }) => {
  await visit('/');
  const header = page.getByRole('banner');
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);

  expect(background).toBe(rgb(program.theme.color.background.brand));
  expect(fontList(font)).toBe(fontList(program.theme.font.body));

  const others = allPrograms.filter((other) => other.code !== program.code);
  expect(others.length, 'another programme to compare with').toBeGreaterThan(0);
  for (const other of others) {
    expect(background, `header differs from ${other.code}`).not.toBe(rgb(other.theme.color.background.brand));
    expect(fontList(font), `body font differs from ${other.code}`).not.toBe(fontList(other.theme.font.body));
  }
});
