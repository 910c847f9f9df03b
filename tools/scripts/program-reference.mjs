#!/usr/bin/env node
/**
 * Writes the field reference of program.json into docs/adding-a-programme.md, between
 * `<!-- program-reference:start -->` and `<!-- program-reference:end -->`, from the zod schema
 * (libs/program-config/src/reference.ts renders it), and the JSON Schemas of a programme's files into
 * libs/program-config/schema/ (tools/scripts/programSchemas.ts). Run it after changing
 * libs/program-config/src/schema.ts, the token shape or the base copy; the unit tests fail until then.
 *
 *   npm run program-reference            # or: node tools/scripts/program-reference.mjs
 *   node tools/scripts/program-reference.mjs --check   # exit 1 when docs/adding-a-programme.md is out of date, write nothing
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGENERATE_COMMAND, renderProgramReference, withReferenceBlock } from '@portal/program-config/reference';
import { programSchemaFiles, SCHEMA_DIR } from './programSchemas.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const schemaDir = join(root, SCHEMA_DIR);
const stale = Object.entries(programSchemaFiles()).filter(([name, text]) => !existsSync(join(schemaDir, name)) || readFileSync(join(schemaDir, name), 'utf8') !== text);
if (check && stale.length) {
  console.error(`${stale.map(([name]) => `${SCHEMA_DIR}/${name}`).join(', ')} out of date: run \`${REGENERATE_COMMAND}\`.`);
  process.exit(1);
}
if (!check) {
  mkdirSync(schemaDir, { recursive: true });
  for (const [name, text] of stale) writeFileSync(join(schemaDir, name), text);
  console.log(stale.length ? `Wrote ${stale.map(([name]) => `${SCHEMA_DIR}/${name}`).join(', ')}.` : `${SCHEMA_DIR}/ was already up to date.`);
}

const readmePath = join(dirname(fileURLToPath(import.meta.url)), '../../docs/adding-a-programme.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = withReferenceBlock(readme, renderProgramReference());

if (check) {
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
