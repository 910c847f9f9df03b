import { describe, expect, it } from 'vitest';
import { AA_MINIMUM, composite, contrastRatio, formatRatio, meetsAA, parseColor, relativeLuminance } from './contrast.ts';

describe('parseColor', () => {
  it('reads hex in its four lengths', () => {
    expect(parseColor('#08294a')).toEqual({ r: 8, g: 41, b: 74, a: 1 });
    expect(parseColor('#FFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0000')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 128 / 255 });
  });

  it('reads rgb() and rgba() with commas, spaces, a slash and percentages', () => {
    expect(parseColor('rgba(8, 41, 74, 0.72)')).toEqual({ r: 8, g: 41, b: 74, a: 0.72 });
    expect(parseColor('rgb(27, 36, 48)')).toEqual({ r: 27, g: 36, b: 48, a: 1 });
    expect(parseColor('rgb(0 0 0 / 16%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.16 });
    expect(parseColor('rgb(100% 0% 50%)')).toEqual({ r: 255, g: 0, b: 127.5, a: 1 });
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  it('gives null for what it cannot read', () => {
    for (const css of ['red', 'hsl(0 0% 0%)', 'var(--x)', '#12', '#12345', 'rgb(1, 2)', 'rgb(a, b, c)']) expect(parseColor(css), css).toBeNull();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white, and follows the WCAG formula in between', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 10);
    // #777777: ((119/255 + 0.055) / 1.055) ^ 2.4
    expect(relativeLuminance({ r: 119, g: 119, b: 119, a: 1 })).toBeCloseTo(0.184475, 5);
    // Below the 0.03928 knee the curve is linear: 10/255/12.92
    expect(relativeLuminance({ r: 10, g: 10, b: 10, a: 1 })).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#08294a', '#08294a')).toBe(1);
  });

  it('matches known reference values', () => {
    // The well-known AA boundary greys on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('paints a translucent background over the backdrop (white by default)', () => {
    // 50 % black over white is rgb(127.5, 127.5, 127.5).
    const grey = contrastRatio('#ffffff', 'rgb(127.5, 127.5, 127.5)');
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)')).toBeCloseTo(grey, 10);
    // Over black, 50 % black is black.
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#000000')).toBeCloseTo(21, 10);
  });

  it('paints a translucent foreground over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#08294a')).toBe(1);
    expect(contrastRatio('rgba(255, 255, 255, 0.5)', '#000000')).toBeCloseTo(contrastRatio('rgb(127.5, 127.5, 127.5)', '#000000'), 10);
  });

  it('reads the rgb() strings getComputedStyle gives', () => {
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(8, 41, 74)')).toBeCloseTo(contrastRatio('#ffffff', '#08294a'), 10);
  });

  it('throws, naming the colour, on one it cannot read', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('"red"');
  });
});

describe('meetsAA', () => {
  it('applies 4.5:1 to text and 3:1 to large text and UI parts, without rounding up', () => {
    expect(AA_MINIMUM).toEqual({ text: 4.5, largeText: 3, ui: 3 });
    expect(meetsAA(4.5, 'text')).toBe(true);
    expect(meetsAA(4.499, 'text')).toBe(false);
    expect(meetsAA(3, 'largeText')).toBe(true);
    expect(meetsAA(2.999, 'ui')).toBe(false);
    expect(meetsAA(contrastRatio('#777777', '#ffffff'), 'text')).toBe(false);
    expect(meetsAA(contrastRatio('#777777', '#ffffff'), 'ui')).toBe(true);
  });
});

describe('formatRatio', () => {
  it('rounds down to two decimals, so a failing ratio never shows as the minimum', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('composite', () => {
  it('mixes by the top colour alpha and gives an opaque colour', () => {
    expect(composite({ r: 255, g: 0, b: 0, a: 0.25 }, { r: 0, g: 0, b: 255, a: 1 })).toEqual({ r: 63.75, g: 0, b: 191.25, a: 1 });
  });
});
