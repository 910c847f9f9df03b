/**
 * Every programme's fixed ports, from programs/ports.json: a programme keeps its ports whatever is
 * added beside it (the README's `npm start` is BISP on 4200, always). One file rather than a port in
 * each programme's folder, so two programmes added on two branches that chose the same port meet as
 * a merge conflict instead of two servers fighting at run time.
 *
 * The dev server (`nx serve`) listens on the programme's port, `nx preview` on port + 100 and the
 * end-to-end run's server on port + 200 (PORTAL_E2E_PORT moves that block, so two checkouts can
 * test side by side). Ports run from 4200 to 4299, so the three blocks never meet each other or the
 * tools' own ports (the sandbox's 4500, the generator smoke test's 4660).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PORTS_FILE = 'programs/ports.json';
export const FIRST_PORT = 4200;
export const LAST_PORT = 4299;
const PREVIEW_OFFSET = 100;
const E2E_OFFSET = 200;
/** The e2e block's default start; PORTAL_E2E_PORT replaces it. */
const E2E_BASE = FIRST_PORT + E2E_OFFSET;

export type PortTable = Record<string, number>;

export interface ProgramPorts {
  serve: number;
  preview: number;
  e2e: number;
}

/** programs/ports.json as code → port (its `$comment` left out). */
export function readPortTable(root: string): PortTable {
  const raw = JSON.parse(readFileSync(join(root, PORTS_FILE), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('$'))) as PortTable;
}

/** What is wrong with a table: a port out of range, not a whole number, or given twice. */
export function portTableProblems(table: PortTable): string[] {
  const problems: string[] = [];
  const owners = new Map<number, string>();
  for (const [code, port] of Object.entries(table)) {
    if (!Number.isInteger(port) || port < FIRST_PORT || port > LAST_PORT) {
      problems.push(`${code}: ${JSON.stringify(port)} is not a port from ${FIRST_PORT} to ${LAST_PORT}`);
      continue;
    }
    const owner = owners.get(port);
    if (owner) problems.push(`${code}: port ${port} is already ${owner}'s`);
    else owners.set(port, code);
  }
  return problems;
}

/**
 * Where the table and the programme folders disagree: a port kept for a folder that is gone (a
 * programme removed or renamed by hand), or a folder the table does not know (its dev server would
 * have no port). `folders`: the names of the folders in programs/ that hold a program.json.
 */
export function portFolderProblems(table: PortTable, folders: readonly string[]): string[] {
  const known = new Set(folders);
  const stale = Object.keys(table)
    .filter((code) => !known.has(code))
    .map((code) => `${code}: ${PORTS_FILE} gives it port ${table[code]}, but programs/${code} holds no programme: \`npm run remove-program -- ${code}\` removes the entry`);
  const missing = folders
    .filter((code) => table[code] === undefined)
    .map((code) => `${code}: programs/${code} has no port in ${PORTS_FILE}: add "${code}": ${freePort(table)} there`);
  return [...stale, ...missing];
}

/** The lowest port no programme has. */
export function freePort(table: PortTable): number {
  const taken = new Set(Object.values(table));
  for (let port = FIRST_PORT; port <= LAST_PORT; port += 1) if (!taken.has(port)) return port;
  throw new Error(`${PORTS_FILE}: every port from ${FIRST_PORT} to ${LAST_PORT} is taken`);
}

/** The three ports of one programme; a programme missing from the table is an error naming the file. */
export function portsOf(code: string, table: PortTable, env: NodeJS.ProcessEnv = process.env): ProgramPorts {
  const port = table[code];
  if (port === undefined) throw new Error(`${code} has no port in ${PORTS_FILE}: add "${code}": ${freePort(table)} there`);
  const e2eBase = Number(env.PORTAL_E2E_PORT ?? E2E_BASE);
  return { serve: port, preview: port + PREVIEW_OFFSET, e2e: port - FIRST_PORT + (Number.isInteger(e2eBase) ? e2eBase : E2E_BASE) };
}
