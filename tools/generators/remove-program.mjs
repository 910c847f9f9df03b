#!/usr/bin/env node
/**
 * Removes a programme: `npm run remove-program -- <CODE>`. Deletes programs/<CODE> and its port in
 * programs/ports.json, together, so `npm run program:check` stays green; its build output
 * (dist/<CODE>) goes too. The programme `npm start` serves is refused (change package.json's start
 * script first). Files outside programs/ that still name the programme (its tests, docs) are listed
 * for the engineer to decide on. --workspace <folder>: another workspace (tests).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS_FILE, readPortTable } from '@portal/program-config/ports';
import { filesNaming, programArgs, rewritePorts, startProgram } from './programFolder.mjs';

const {
  codes: [code],
  workspace,
} = programArgs('remove-program', ['CODE']);
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
