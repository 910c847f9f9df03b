#!/usr/bin/env node
/**
 * Removes a programme: `npm run remove-program -- <CODE>`. Deletes programs/<CODE> and its port in
 * programs/ports.json, together, so `npm run program:check` stays green; its build output
 * (dist/<CODE>) goes too. The programme `npm start` serves is refused (change package.json's start
 * script first). Files outside programs/ that still name the programme (its tests, docs) are listed
 * for the engineer to decide on. --workspace <folder>: another workspace (tests).
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROGRAM_CODE } from '@portal/program-config/scaffold';
import { PORTS_FILE, readPortTable } from '@portal/program-config/ports';
import { filesNaming, PROGRAM_CODE_USAGE, rewritePorts, startProgram } from './programFolder.mjs';

const usage = `usage: npm run remove-program -- <CODE>   (${PROGRAM_CODE_USAGE})`;
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { workspace: { type: 'string' } } });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [code] = positionals;
if (!code || !PROGRAM_CODE.test(code) || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const workspace = values.workspace ? resolve(values.workspace) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const folder = join(workspace, 'programs', code);
const hasPort = readPortTable(workspace)[code] !== undefined;
if (!existsSync(folder) && !hasPort) {
  console.error(`No programme ${code}: programs/${code} does not exist and ${PORTS_FILE} has no entry for it`);
  process.exit(1);
}
if (startProgram(workspace) === code) {
  console.error(`${code} is the programme \`npm start\` serves: point package.json's "start" script at another programme first`);
  process.exit(1);
}

rmSync(folder, { recursive: true, force: true });
rmSync(join(workspace, 'dist', code), { recursive: true, force: true });
if (hasPort) rewritePorts(workspace, (entries) => entries.filter(([key]) => key !== code));
const naming = filesNaming(workspace, code);
console.log(
  `Removed programs/${code}${hasPort ? ` and its port in ${PORTS_FILE}` : ''}.` +
    (naming.length ? `\nThese files still name ${code}; edit or delete what was written for it:\n${naming.map((file) => `  ${file}`).join('\n')}` : ''),
);
