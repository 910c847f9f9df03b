// @vitest-environment node
/**
 * A programme sets its density in theme.json's `space` group: its theme's CSS carries its scale,
 * and the pages' styles take their spacing from the theme contract, so they follow it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../../apps/portal/build/preset.ts';

const DENSE_SPACE = { xxsmall: '0.125rem', xsmall: '0.25rem', small: '0.5rem', medium: '0.75rem', gutter: '0.875rem', large: '1rem', xlarge: '1.25rem', xxlarge: '2rem' };

let folder: string;
let compiler: ReturnType<typeof createCompiler>;

/** The CSS a style file compiles to (the compiler keeps every file's CSS it has processed). */
async function cssOf(file: string): Promise<string> {
  await compiler.processVanillaFile(file);
  return compiler.getAllCss();
}

/** The declarations of `property` in `css`, e.g. every `gap:` value. */
const declarations = (css: string, property: string) => [...css.matchAll(new RegExp(`(?:^|[;{\\s])${property}:\\s*([^;}]+)`, 'g'))].map((match) => match[1]!.trim());

beforeAll(() => {
  mkdirSync(join(workspaceRoot, '.tmp'), { recursive: true });
  // Inside the workspace, as a folder of programs/ is: its theme.css.ts imports the design system.
  folder = mkdtempSync(join(workspaceRoot, '.tmp/dense-programme-'));
  const luma = JSON.parse(readFileSync(join(workspaceRoot, 'programs/LUMA/theme.json'), 'utf8'));
  writeFileSync(join(folder, 'theme.json'), JSON.stringify({ ...luma, space: DENSE_SPACE }));
  writeFileSync(join(folder, 'theme.css.ts'), "import { createProgramTheme } from '@portal/design-system/theme';\nimport tokens from './theme.json';\n\nexport const themeClass = createProgramTheme(tokens, 'dense');\n");
  compiler = createCompiler({ root: workspaceRoot, enableFileWatcher: false });
});

afterAll(async () => {
  await compiler.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a programme's spacing scale", () => {
  it("is written into its theme's CSS, one variable a step, with the programme's values", async () => {
    const css = await cssOf(join(folder, 'theme.css.ts'));
    for (const [step, value] of Object.entries(DENSE_SPACE)) {
      expect(css, `space.${step}`).toMatch(new RegExp(`--space-${step}__[\\w-]+:\\s*${value.replace('.', '\\.')};`));
    }
  });

  it('is what the pages space themselves with: a card and its page take every gap and padding from it', async () => {
    const css = await cssOf(join(workspaceRoot, 'libs/features/prescriptions/src/PrescriptionCard.css.ts'));
    const spacing = [...declarations(css, 'gap'), ...declarations(css, 'padding')];
    expect(spacing.length).toBeGreaterThan(5);
    for (const value of spacing) expect(value, value).not.toMatch(/\d(px|rem|em)/);
    expect(declarations(css, 'gap')).toContainEqual(expect.stringMatching(/^var\(--space-gutter__[\w-]+\)$/));
  });
});
