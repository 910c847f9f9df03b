#!/usr/bin/env node
/**
 * Renames a programme's code: `npm run rename-program -- <OLD> <NEW>`. Moves programs/<OLD> to
 * programs/<NEW>, writes the new code into its program.json and project.json (the Nx project and its
 * commands), and moves its port in programs/ports.json to the new code (the port stays, so bookmarks
 * and running habits keep working). The display name is program.json's `displayName`, edited by hand.
 * Files outside programs/ that still name the old code are listed. The programme `npm start` serves
 * is refused (change package.json's start script with it). --workspace <folder>: another workspace (tests).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS_FILE, readPortTable } from '@portal/program-config/ports';
import { filesNaming, programArgs, rewritePorts, startProgram } from './programFolder.mjs';

const {
  codes: [from, to],
  workspace,
} = programArgs('rename-program', ['OLD', 'NEW']);
const source = join(workspace, 'programs', from);
const target = join(workspace, 'programs', to);
const table = readPortTable(workspace);
const refuse = (message) => {
  console.error(message);
  process.exit(1);
};
if (!existsSync(join(source, 'program.json'))) refuse(`No programme ${from}: programs/${from}/program.json does not exist`);
if (existsSync(target)) refuse(`programs/${to} already exists`);
if (table[to] !== undefined) refuse(`${PORTS_FILE} already gives ${to} port ${table[to]}`);
if (startProgram(workspace) === from) refuse(`${from} is the programme \`npm start\` serves: change package.json's "start" script to ${to} with the rename`);

renameSync(source, target);
const edit = (file, change) => writeFileSync(join(target, file), change(readFileSync(join(target, file), 'utf8')));
// The code alone is rewritten, so the file keeps its layout (and its diff is one line).
edit('program.json', (text) => text.replace(new RegExp(`("code"\\s*:\\s*)"${from}"`), `$1"${to}"`));
// The Nx project's name and each command's argument: the code as a whole word only.
if (existsSync(join(target, 'project.json'))) edit('project.json', (text) => text.replace(new RegExp(`\\b${from}\\b`, 'g'), to));
if (table[from] !== undefined) rewritePorts(workspace, (entries) => entries.map(([key, port]) => [key === from ? to : key, port]));
const naming = filesNaming(workspace, from);
console.log(
  `Renamed programs/${from} to programs/${to}${table[from] !== undefined ? `, keeping port ${table[from]}` : ''}.` +
    (naming.length ? `\nThese files still name ${from}:\n${naming.map((file) => `  ${file}`).join('\n')}` : ''),
);
