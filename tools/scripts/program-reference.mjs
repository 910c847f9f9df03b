#!/usr/bin/env node
/**
 * Writes the field reference of program.json into docs/adding-a-programme.md, between
 * `<!-- program-reference:start -->` and `<!-- program-reference:end -->`, from the zod schema
 * (tools/scripts/programReference.ts renders it). Run it after changing
 * libs/program-config/src/schema.ts; its unit test fails until then.
 *
 *   npm run program-reference            # or: node tools/scripts/program-reference.mjs
 *   node tools/scripts/program-reference.mjs --check   # exit 1 when docs/adding-a-programme.md is out of date, write nothing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGENERATE_COMMAND, renderProgramReference, withReferenceBlock } from './programReference.ts';

const readmePath = join(dirname(fileURLToPath(import.meta.url)), '../../docs/adding-a-programme.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = withReferenceBlock(readme, renderProgramReference());

if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error(`docs/adding-a-programme.md's program.json reference is out of date with libs/program-config/src/schema.ts: run \`${REGENERATE_COMMAND}\`.`);
    process.exit(1);
  }
  console.log("docs/adding-a-programme.md's program.json reference is up to date.");
} else if (updated === readme) {
  console.log("docs/adding-a-programme.md's program.json reference was already up to date.");
} else {
  writeFileSync(readmePath, updated);
  console.log("Wrote docs/adding-a-programme.md's program.json reference.");
}
