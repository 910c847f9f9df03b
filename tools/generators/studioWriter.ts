/**
 * The studio's export, run locally: Storybook's dev server (`npm run storybook`) writes the draft's
 * folder into this checkout's programs/ and gives a new programme a dev port of its own, as
 * `npm run new-program` does (programFolder.mjs, the same code), so the folder
 * builds and serves with no hand edit. A static Storybook (a hosted studio) has no such server:
 * the studio finds none and offers the zip. Node only: never in a browser bundle.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { readPortTable } from '@portal/program-config/ports';
import { PROGRAM_CODE } from '@portal/program-config/scaffold';
import { WRITER_PATH, type Written, type WriteRequest } from '@portal/studio/local-export';
import { addPort, addSignInTextRow, choosePort } from './programFolder.mjs';

/** A request the writer refuses, with the reason a designer reads. */
class WriteRefused extends Error {}

/** Writes the folder into `workspace`'s programs/, and a port for a programme the ports file lacks. */
export function writeProgramme(workspace: string, request: WriteRequest): Written {
  const paths = Object.keys(request.files ?? {});
  const codes = [...new Set(paths.map((path) => path.split('/')[0] ?? ''))];
  const code = codes[0] ?? '';
  if (codes.length !== 1 || !PROGRAM_CODE.test(code)) throw new WriteRefused('the export holds no single programme folder');
  const programs = join(workspace, 'programs');
  for (const path of paths) {
    const target = normalize(join(programs, path));
    if (path.includes('\\') || !target.startsWith(join(programs, code) + sep)) throw new WriteRefused(`${path} is outside programs/${code}/`);
  }
  const folder = join(programs, code);
  if (existsSync(join(folder, 'program.json')) && request.startedFrom !== code && request.replaces !== code) {
    throw new WriteRefused(`programs/${code} holds another programme: give this one another code, or start from ${code} to change it`);
  }
  const known = readPortTable(workspace)[code];
  let port: number;
  try {
    port = known ?? choosePort(workspace, code, undefined);
  } catch (error) {
    throw new WriteRefused((error as Error).message);
  }
  for (const [path, file] of Object.entries(request.files)) {
    const target = join(programs, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, 'text' in file ? file.text : Buffer.from(file.base64, 'base64'));
  }
  if (known === undefined) {
    addPort(workspace, code, port);
    addSignInTextRow(workspace, code);
  }
  return { code, folder: `programs/${code}/`, files: paths.length, port, newPort: known === undefined };
}

const MAX_BODY = 32 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new WriteRefused('the export is larger than 32 MB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

/**
 * The writer's requests: GET says it is there; POST writes. Only from a page of this server (the
 * browser's Origin header, and JSON, which a form of another site cannot send without asking).
 */
export async function handleWrite(workspace: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'GET') return send(response, 200, { writes: 'programs/' });
  if (request.method !== 'POST') return send(response, 405, { message: 'GET or POST' });
  const origin = request.headers.origin;
  if ((origin && new URL(origin).host !== request.headers.host) || !String(request.headers['content-type']).startsWith('application/json')) {
    return send(response, 403, { message: 'only the studio of this server writes here' });
  }
  try {
    const written = writeProgramme(workspace, JSON.parse(await readBody(request)) as WriteRequest);
    send(response, 200, written);
  } catch (error) {
    send(response, error instanceof WriteRefused ? 409 : 400, { message: error instanceof WriteRefused ? error.message : 'the export could not be read' });
  }
}

/** The writer on Storybook's dev server only (`apply: 'serve'`): a static build has none. */
export function studioWriter(workspace: string): Plugin {
  return {
    name: 'portal-studio-writer',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(WRITER_PATH, (request, response) => void handleWrite(workspace, request, response));
    },
  };
}
