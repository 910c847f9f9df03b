#!/usr/bin/env node
/**
 * The programme scorecard (tools/scripts/programCheck.ts says what each row checks):
 *
 *   npm run program:check                 every programme in programs/, and the port table (programs/ports.json)
 *   npm run program:check -- ACME         one
 *   npm run program:check -- ACME --production   placeholders fail instead of "to do"
 *   node tools/scripts/program-check.mjs --dir <folder> [--built <folder>]   a programme folder elsewhere
 *       (the generator smoke test's), and where its build is
 *
 * Ends with `N passed, N failed` (one check per row; "to do" rows count as passed: they are what a
 * programme still needs before production). Exits 1 when a row failed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { programScorecard, renderScorecard, workspaceScorecard } from './programCheck.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { production: { type: 'boolean', default: false }, dir: { type: 'string' }, built: { type: 'string' } },
});
const known = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const elsewhere = values.dir ? resolve(values.dir) : null;
const codes = elsewhere ? [JSON.parse(readFileSync(join(elsewhere, 'program.json'), 'utf8')).code] : positionals.length ? positionals : known;
const unknown = elsewhere ? [] : codes.filter((code) => !known.includes(code));
if (unknown.length) {
  console.error(`No programme ${unknown.join(', ')} in programs/ (known: ${known.join(', ')})`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
const blocks = codes.map((code) => [
  code,
  programScorecard(code, root, {
    production: values.production,
    ...(elsewhere ? { dir: elsewhere } : {}),
    ...(values.built ? { builtDir: resolve(values.built) } : {}),
  }),
]);
// The port table is checked with the programmes of this workspace, not with a folder elsewhere.
if (!elsewhere) blocks.push(['programs/', workspaceScorecard(root), 'The programmes together']);
for (const [code, rows, title] of blocks) {
  console.log(`${renderScorecard(code, rows, title)}\n`);
  for (const row of rows) {
    if (row.status === 'fail') failed += 1;
    else passed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
