import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedBarrelExports } from './barrels.ts';

const root = resolve(__dirname, '../..');
/** The design system's barrel is its catalogue: every component Storybook shows is there for the next feature to import. */
const CATALOGUES = new Set(['@portal/design-system']);

describe("each library's barrel", () => {
  it('exports only what something outside the library imports', () => {
    const unused = unusedBarrelExports(root);
    expect(Object.fromEntries(Object.entries(unused).filter(([name, names]) => names.length > 0 && !CATALOGUES.has(name)))).toEqual({});
  });
});
