#!/usr/bin/env node
/**
 * Turns the <text> of a programme's logo SVG into outlines (<path>), so the logo looks the same in
 * every browser: an SVG <text> is laid out with whatever font the browser finds, and a fallback
 * wider than the designer's font runs words into each other or past the SVG's edge (seen in
 * WebKit and Firefox). The programme-folder check rejects logos that still draw <text>.
 *
 *   node tools/scripts/outline-logo.mjs programs/ACME/assets/logo.svg \
 *     --font regular=/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf \
 *     --font bold=/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf [--out file.svg]
 *
 * Each <text> picks its font by its font-weight (≥ 600: bold) and font-style (italic): `regular`,
 * `bold`, `italic`, `bolditalic`; the closest given one is used. x, y, font-size, fill and
 * text-anchor (start only) are read from the element. Fails when a word would end past the viewBox.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import opentypeModule from 'opentype.js';

const opentype = opentypeModule.default ?? opentypeModule;

const args = process.argv.slice(2);
const input = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const fonts = {};
let out = input;
args.forEach((arg, index) => {
  if (arg === '--font') {
    const [style, path] = (args[index + 1] ?? '').split('=');
    fonts[style] = opentype.parse(readFileSync(path).buffer.slice(0));
  }
  if (arg === '--out') out = args[index + 1];
});
if (!input || Object.keys(fonts).length === 0) {
  console.error('usage: outline-logo.mjs <logo.svg> --font regular=<ttf> [--font bold=<ttf>] [--font italic=<ttf>] [--out <file>]');
  process.exit(2);
}

const svg = readFileSync(input, 'utf8');
const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number);
const attribute = (attributes, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
const pick = (weight, style) => {
  const bold = Number(weight) >= 600 || weight === 'bold';
  const italic = style === 'italic' || style === 'oblique';
  const wanted = `${bold ? 'bold' : ''}${italic ? 'italic' : ''}` || 'regular';
  return fonts[wanted] ?? fonts[bold ? 'bold' : italic ? 'italic' : 'regular'] ?? fonts.regular ?? Object.values(fonts)[0];
};
const decode = (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const problems = [];
const outlined = svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_whole, attributes, content) => {
  const x = Number(attribute(attributes, 'x') ?? 0);
  const y = Number(attribute(attributes, 'y') ?? 0);
  const size = Number(attribute(attributes, 'font-size') ?? 16);
  const fill = attribute(attributes, 'fill') ?? '#000';
  const text = decode(content);
  const font = pick(attribute(attributes, 'font-weight'), attribute(attributes, 'font-style'));
  const path = font.getPath(text, x, y, size);
  const box = path.getBoundingBox();
  if (viewBox && (box.x2 > viewBox[0] + viewBox[2] || box.x1 < viewBox[0])) {
    problems.push(`"${text}" spans x ${box.x1.toFixed(1)}–${box.x2.toFixed(1)}, outside the viewBox (${viewBox.join(' ')})`);
  }
  console.log(`"${text}": ${size}px, x ${box.x1.toFixed(1)}–${box.x2.toFixed(1)}`);
  return `<path fill="${fill}" d="${path.toPathData(2)}"/>`;
});

if (problems.length) {
  console.error(`${input}:\n  ${problems.join('\n  ')}\nMove the words or widen the viewBox, then run again.`);
  process.exit(1);
}
writeFileSync(out, outlined);
console.log(`wrote ${out}`);
