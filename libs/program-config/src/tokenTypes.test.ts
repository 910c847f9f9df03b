/**
 * A token of the wrong type stops the build, named with its file and an example of its type: the
 * refusal a designer reads when a radius says "lots" or a colour says "blue-ish".
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProgram, ProgramConfigError } from './load.ts';

const root = resolve(__dirname, '../../..');
const scratch: string[] = [];

afterEach(() => {
  while (scratch.length) rmSync(scratch.pop()!, { recursive: true, force: true });
});

/** The build's refusal of a BISP folder whose theme.json has `edit` applied (the theme as JSON). */
function refusalOf(edit: (theme: Record<string, Record<string, unknown>>) => void, file = 'theme.json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'program-'));
  scratch.push(dir);
  cpSync(join(root, 'programs/BISP'), dir, { recursive: true });
  const theme = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(theme);
  writeFileSync(join(dir, file), JSON.stringify(theme));
  try {
    loadProgram(dir, root);
  } catch (error) {
    if (error instanceof ProgramConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the programme to be refused');
}

describe('a token of the wrong type', () => {
  it('a dimension: refused with the token, the file and an example', () => {
    const message = refusalOf((theme) => {
      theme.radius!.standard = 'lots';
    });
    expect(message).toMatch(/theme\.json/);
    expect(message).toContain('radius.standard: is "lots", which is not a dimension: a number with px or rem, e.g. 6px or 0.25rem');
  });

  it('a spacing step in a unit the format does not know (em) is refused too', () => {
    expect(refusalOf((theme) => void (theme.space!.medium = '1em'))).toContain('space.medium: is "1em", which is not a dimension');
  });

  it('a colour with no contrast rule (a decorative border) is still a colour', () => {
    const message = refusalOf((theme) => {
      (theme.color!.border as Record<string, string>).standard = 'blue-ish';
    });
    expect(message).toMatch(/theme\.json/);
    expect(message).toContain('color.border.standard: is "blue-ish", which is not a colour: #hex, rgb() or rgba(), e.g. #08294a');
  });

  it('a font family: a broken list is refused with an example list', () => {
    const message = refusalOf((theme) => {
      theme.font!.heading = "'Segoe UI, serif";
    });
    expect(message).toContain(`font.heading: is "'Segoe UI, serif", which is not a font family: a CSS font-family list, e.g. Georgia, 'Times New Roman', serif`);
  });

  it('a number where a string of its type belongs is refused, not dropped', () => {
    expect(refusalOf((theme) => void (theme.radius!.large = 12))).toContain('radius.large: must be a dimension: a number with px or rem, e.g. 6px');
  });

  it('in the brand form, an override beside the brand is checked the same way', () => {
    const message = refusalOf((theme) => {
      for (const key of Object.keys(theme)) if (key !== '$schema') delete theme[key];
      Object.assign(theme, { brand: { primary: '#c2185b', headingFont: '12px' }, radius: { pill: 'round' } });
    });
    expect(message).toContain('brand.headingFont: is "12px", which is not a font family');
  });
});
