import { describe, expect, it } from 'vitest';
import { neutralBase } from './brand.ts';
import { groupTypes, listTokens, themeShape, tokenType } from './shape.ts';
import { cssFamilyName, fontFamilyNames, typeProblem, type TokenType } from './tokenTypes.ts';

describe('every token has a type', () => {
  it('each group of the shape has one, and every token of the theme is a value of it', () => {
    expect(Object.keys(groupTypes).sort()).toEqual(Object.keys(themeShape).sort());
    for (const group of Object.keys(themeShape)) {
      for (const { path, value } of listTokens(neutralBase, group)) expect(typeProblem(tokenType(path)!, value), path).toBeNull();
    }
  });

  // One refusal per type, each naming the value and an example of the type.
  it.each<[TokenType, string, string, string[]]>([
    ['color', 'lots', 'e.g. #08294a or rgba(8, 41, 74, 0.72)', ['#08294a', '#fff', 'rgba(8, 41, 74, 0.72)', 'rgb(1 2 3)']],
    ['dimension', 'lots', 'e.g. 6px or 0.25rem', ['6px', '0.25rem', '.5rem', '-1px']],
    ['fontFamily', "'Unclosed, serif", "e.g. Georgia, 'Times New Roman', serif", ['Georgia', "Georgia, 'Iowan Old Style', serif", '"Segoe UI", system-ui']],
    ['fontWeight', 'heavy', 'e.g. 400 or 700', ['400', '700', 'bold', 'normal', '1000']],
    ['duration', '2 seconds', 'e.g. 200ms or 0.2s', ['200ms', '0.2s']],
  ])('%s: refuses "%s" with an example, accepts its forms', (type, wrong, example, right) => {
    expect(typeProblem(type, wrong)).toContain(`is "${wrong}", which is not a`);
    expect(typeProblem(type, wrong)).toContain(example);
    for (const value of right) expect(typeProblem(type, value), value).toBeNull();
  });

  it.each([
    ['color', ['blue', '#12', 'rgb(1, 2)', 'transparent', '6px']],
    ['dimension', ['6', '6 px', '1em', '50%', 'calc(1px + 2px)']],
    ['fontFamily', ['', 'Georgia,', '12px', 'Segoe  UI']],
    ['fontWeight', ['0', '1001', 'bolder', '']],
    ['duration', ['200', '-1s', '1min']],
  ] as [TokenType, string[]][])('%s: refuses what is not one', (type, values) => {
    for (const value of values) expect(typeProblem(type, value), value).not.toBeNull();
  });

  it('reads a font-family list into names and writes each back as CSS quotes it', () => {
    const list = "system-ui, -apple-system, 'Segoe UI', \"Helvetica Neue\", Arial, sans-serif";
    expect(fontFamilyNames(list)).toEqual(['system-ui', '-apple-system', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif']);
    expect(fontFamilyNames(list)!.map(cssFamilyName).join(', ')).toBe("system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif");
  });
});
