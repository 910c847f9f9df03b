/**
 * What removing or renaming a programme changes besides its folder: its entry in programs/ports.json
 * (a port kept for a folder that is gone, or a renamed folder without one, fails `npm run
 * program:check`), the code inside program.json and project.json, and the files outside programs/
 * that still name it (tests and docs written for that programme), which are listed, not edited: a
 * test of LUMA's flags is not a test of the programme that replaces it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIRST_PORT, freePort, LAST_PORT, PORTS_FILE, readPortTable } from '@portal/program-config/ports';
import { PROGRAM_CODE } from '@portal/program-config/scaffold';

/** The programme `npm start` serves (package.json's start script): removing it would leave the README's first command broken. */
export function startProgram(workspace) {
  const start = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')).scripts?.start ?? '';
  return /nx serve (\S+)/.exec(start)?.[1] ?? null;
}

/** Writes programs/ports.json with `change` applied to its entries, keeping its `$comment` and order. */
export function rewritePorts(workspace, change) {
  const path = join(workspace, PORTS_FILE);
  const file = JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(path, `${JSON.stringify(Object.fromEntries(change(Object.entries(file))), null, 2)}\n`);
}

/**
 * The dev port a new programme gets: `requested` (a command line's text), or the lowest free one of
 * programs/ports.json. Throws, with the reason and the free port, for a code the table already
 * holds or a port that is taken or out of range; nothing is written, so it is asked before any file.
 */
export function choosePort(workspace, code, requested) {
  const table = readPortTable(workspace);
  if (table[code] !== undefined) throw new Error(`${PORTS_FILE} already gives ${code} port ${table[code]}`);
  const port = requested === undefined ? freePort(table) : Number(requested);
  const owner = Object.entries(table).find(([, taken]) => taken === port)?.[0];
  if (!Number.isInteger(port) || port < FIRST_PORT || port > LAST_PORT || owner) {
    throw new Error(`--port ${requested}: ${owner ? `already ${owner}'s` : `not a port from ${FIRST_PORT} to ${LAST_PORT}`}; the lowest free one is ${freePort(table)}`);
  }
  return port;
}

/** Writes `code`'s port (from choosePort) into programs/ports.json, after every other programme. */
export function addPort(workspace, code, port) {
  rewritePorts(workspace, (entries) => [...entries.filter(([key]) => key !== code), [code, port]]);
}

/** Where the sign-in text's last line per programme host is written down for each programme's SMS sender. */
const SIGN_IN_TEXT_DOC = 'docs/production-and-hosting.md';
const SIGN_IN_TEXT_HEADER = '| Programme | Production host (`program.json`) | Last line of the sign-in text |';

/**
 * Adds the row of programs/<code> to the table of SIGN_IN_TEXT_DOC, after the others, from its
 * program.json's production host (a generated programme has none yet, and its row says so).
 * tools/scripts/smsFormat.test.ts holds the table to every program.json, so a host set later fails
 * it until the row names that host. A workspace without the document (a test's) is left as it is.
 */
export function addSignInTextRow(workspace, code) {
  const path = join(workspace, SIGN_IN_TEXT_DOC);
  if (!existsSync(path)) return;
  const host = JSON.parse(readFileSync(join(workspace, 'programs', code, 'program.json'), 'utf8')).analytics?.productionHost;
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines.indexOf(SIGN_IN_TEXT_HEADER);
  if (header === -1 || lines.some((line) => line.startsWith(`| ${code} |`))) return;
  let end = header + 1;
  while (lines[end]?.startsWith('|')) end += 1;
  lines.splice(
    end,
    0,
    host ? `| ${code} | \`${host}\` | \`@${host} #<code>\` |` : `| ${code} | none set | none until \`analytics.productionHost\` is set; then \`@<that host> #<code>\` |`,
  );
  writeFileSync(path, lines.join('\n'));
}

/** Files outside programs/ that name `code` as a word (git's index, so build output is not searched). */
export function filesNaming(workspace, code) {
  if (!existsSync(join(workspace, '.git'))) return [];
  const found = spawnSync('git', ['grep', '-l', '-w', '-I', code, '--', '.', ':!programs'], { cwd: workspace, encoding: 'utf8' });
  return found.status === 0 ? found.stdout.split('\n').filter(Boolean) : [];
}

/**
 * The codes a command takes (`names`, e.g. ['OLD', 'NEW']) and its workspace (`--workspace`, for
 * tests; this checkout otherwise). A missing, extra or malformed code prints the usage and exits 2.
 */
export function programArgs(command, names) {
  const usage = `usage: npm run ${command} -- ${names.map((name) => `<${name}>`).join(' ')}   (CODE: 2-12 capital letters or digits)`;
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { workspace: { type: 'string' } } });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== names.length || !positionals.every((code) => PROGRAM_CODE.test(code))) {
    console.error(usage);
    process.exit(2);
  }
  const workspace = values.workspace ? resolve(values.workspace) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  return { codes: positionals, workspace };
}
