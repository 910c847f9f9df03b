#!/usr/bin/env node
/**
 * A programme's theme as a W3C design tokens file (DTCG 2025.10), for Figma variables or Tokens
 * Studio (tools/scripts/designTokens.ts):
 *
 *   npm run tokens:export -- BISP                    writes dist/tokens/BISP.tokens.json
 *   npm run tokens:export -- BISP --out brand.tokens.json
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exportPath, exportTokens } from './designTokens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const known = readdirSync(join(root, 'programs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const [code] = positionals;
if (!code || positionals.length > 1 || !known.includes(code)) {
  console.error(`Usage: npm run tokens:export -- CODE [--out FILE]   (CODE one of ${known.sort().join(', ')})`);
  process.exit(2);
}
// npm runs a script from the repository's root; a path given is the caller's, from where they typed it.
const here = process.env.INIT_CWD ?? process.cwd();
const out = values.out ? resolve(here, values.out) : join(root, exportPath(code));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, exportTokens(code, root));
console.log(`Wrote ${relative(here, out) || out}: ${code}'s theme as DTCG design tokens. Bring it back with npm run tokens:import -- ${code} <file>.`);
