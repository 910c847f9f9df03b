#!/usr/bin/env node
/**
 * A W3C design tokens file (DTCG 2025.10, from Figma variables or Tokens Studio) as a programme's
 * theme.json, written only when every check of `npm run program:check` passes with it
 * (tools/scripts/designTokens.ts):
 *
 *   npm run tokens:import -- BISP brand.tokens.json             checks, then writes programs/BISP/theme.json
 *   npm run tokens:import -- BISP brand.tokens.json --dry-run   checks and writes nothing
 *
 * Exits 1 with what stops it, having written nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importTokens } from './designTokens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
const known = readdirSync(join(root, 'programs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const [code, file] = positionals;
if (!code || !file || positionals.length > 2 || !known.includes(code)) {
  console.error(`Usage: npm run tokens:import -- CODE FILE [--dry-run]   (CODE one of ${known.sort().join(', ')})`);
  process.exit(2);
}
// npm runs a script from the repository's root; the file is the caller's, from where they typed it.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
let text;
try {
  text = readFileSync(path, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${error.message}`);
  process.exit(2);
}
const dry = values['dry-run'];
const { problems } = await importTokens(code, text, basename(file), root, { write: !dry });
if (problems.length) {
  console.error(`${problems.join('\n')}\n\nNothing written: programs/${code}/theme.json is as it was.`);
  process.exit(1);
}
console.log(dry ? `${file} passes every check as ${code}'s theme (dry run: nothing written).` : `Wrote programs/${code}/theme.json from ${file}: every check of npm run program:check ${code} passes.`);
