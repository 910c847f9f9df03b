// @vitest-environment node
/**
 * A bounded load run of the contract sandbox, loopback only: the real entry point
 * (tools/scripts/sandbox.mjs) in a process of its own, sent LOAD_REQUESTS requests at
 * LOAD_CONCURRENCY (sign-ins, profiles, pay calls, refusals, bodies over their cap, card photos
 * posts of 8 MB) while a batch of slow sockets dribbles headers or a body. The properties: the
 * process stays up and answers every request (a 2xx, a 4xx, or a 503 when too many bodies are
 * held at once), every slow socket is closed by its timeout, and the process's memory stays
 * bounded (RSS growth under MAX_RSS_GROWTH_BYTES, read from /__sandbox/stats during the run).
 *
 * Only in `npm run test:properties:long` (SANDBOX_LOAD=1): the slow sockets wait for the
 * sandbox's own 30 s request timeout, which `npm test` should not pay for.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '@portal/api';
import { SANDBOX_CONTROL_HEADER } from './checks.ts';
import { rawRequest, type RawAnswer } from './rawHttp.ts';
import { startSandboxProcess, type SandboxProcess } from './sandboxProcess.ts';
import { SANDBOX_LIMITS } from './server.ts';

const RUN = process.env.SANDBOX_LOAD === '1';
const LOAD_REQUESTS = Number(process.env.SANDBOX_LOAD_REQUESTS ?? 2_000);
const LOAD_CONCURRENCY = 50;
const SLOW_SOCKETS = 60;
/**
 * What the process may grow by, all of the run: 50 requests at once each hold at most 16 KB of
 * JSON, the card photos posts at most 64 MB of bodies together (SANDBOX_LIMITS.maxBufferedBytes)
 * and about twice that again while one is parsed into its parts. It grew by 560 MB from 8 JSON
 * bodies of 24 MB before the bodies were capped by call.
 */
const MAX_RSS_GROWTH_BYTES = 256 * 1024 * 1024;
const CONTROL = { [SANDBOX_CONTROL_HEADER]: '1' };

let sandbox: SandboxProcess | undefined;
let port = 0;
let exits: string[] = [];

beforeAll(async () => {
  if (!RUN) return;
  sandbox = await startSandboxProcess();
  ({ port, exits } = sandbox);
});

afterAll(() => sandbox?.stop());

interface Stats {
  rss: number;
  heapUsed: number;
  connections: number;
}

const stats = async () => (await rawRequest(port, { path: '/__sandbox/stats', headers: CONTROL })).json as Stats;

const json = (body: unknown, headers: Record<string, string> = {}) => ({ headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A multipart body with one card photo of `bytes`: what the portal posts, at the upper end. */
function cardPhotosPost(bytes: number): { headers: Record<string, string>; body: Uint8Array } {
  const boundary = 'load-run-boundary';
  const text = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    text('missingInformation', JSON.stringify({ active: true, Open_Task: true, missingInfoArray: [] })) +
    text('acticsPatientId', 'AP-1000') +
    text('intakeCaseId', 'IC-1000') +
    text('programCode', 'LUMA') +
    `--${boundary}\r\nContent-Disposition: form-data; name="primaryInsuranceFront"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 0xff), Buffer.from(tail)]);
  return { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body };
}

/** Request `index` of the run: a mix of what the portal sends and what a hostile client would. */
function requestOf(index: number, tokens: { hub: string; missing: string }, photos: ReturnType<typeof cardPhotosPost>): Parameters<typeof rawRequest>[1] {
  switch (index % 10) {
    case 0:
      return { method: 'POST', path: paths.verifySignInPhone, ...json({ phoneNumber: '+15555550110', code: '123456', isTokenRequired: 'Yes' }) };
    case 1:
    case 2:
    case 3:
      return { path: paths.profile, headers: { jwttoken: tokens.hub } };
    case 4:
      return { method: 'POST', path: paths.pay('PAY-1001'), ...json({ amount: 25, pharmacyDistributionCenterId: 'PH-100' }, { jwttoken: tokens.hub, 'Idempotency-Key': 'load-key' }) };
    case 5:
      return { path: `${paths.fillHistory('IC-1000')}&acticsPharmacyReferralRecordId=RR-1001`, headers: { jwttoken: tokens.hub } };
    case 6:
      // 64 KB of JSON: refused at 16 KB, never held.
      return { method: 'POST', path: paths.sendSmsOtp, headers: { 'Content-Type': 'application/json' }, body: `{"phoneNumber":"${'9'.repeat(64 * 1024)}"}` };
    case 7:
      return { method: 'POST', path: paths.verifySignInEmail, headers: { 'Content-Type': 'text/plain' }, body: '{}' };
    case 8:
      return { path: paths.profile, headers: { jwttoken: 'eyJhbGciOiJub25lIn0.eyJzY2VuYXJpbyI6Imh1YlBhdGllbnQifQ.mock' } };
    default:
      // One in 40 is a card photos post of 8 MB; the rest of this slot, a 404.
      return index % 40 === 9 ? { method: 'POST', path: paths.missingInformation, headers: { ...photos.headers, jwttoken: tokens.missing }, body: photos.body, timeoutMs: 30_000 } : { path: '/api/pwa/exp/v1/nothing' };
  }
}

/** A socket that sends `head` and then one byte a second; resolves with how long the sandbox took to close it. */
function slowSocket(head: string): Promise<number> {
  const started = performance.now();
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    const drip = setInterval(() => socket.writable && socket.write('a'), 1_000);
    // Read (and drop) the 408: a socket never read never sees the sandbox close it.
    socket.resume();
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      done(performance.now() - started);
    });
    socket.write(head);
  });
}

it.runIf(RUN)(
  `${LOAD_REQUESTS} requests at concurrency ${LOAD_CONCURRENCY} and ${SLOW_SOCKETS} slow sockets: the sandbox stays up, answers, closes the slow sockets, and its memory stays bounded`,
  async () => {
    const started = performance.now();
    const signIn = async (phoneNumber: string) =>
      ((await rawRequest(port, { method: 'POST', path: paths.verifySignInPhone, ...json({ phoneNumber, code: '123456', isTokenRequired: 'Yes' }) })).json as { accessToken: string }).accessToken;
    const tokens = { hub: await signIn('+15555550100'), missing: await signIn('+15555550103') };
    const photos = cardPhotosPost(8 * 1024 * 1024);
    const before = await stats();
    let peak = before;
    const sampling = setInterval(() => {
      stats().then(
        (now) => {
          if (now && now.rss > peak.rss) peak = now;
        },
        () => undefined,
      );
    }, 100);

    // Half dribble their headers (cut at the headers timeout), half a body (cut at the request timeout).
    const slow = Array.from({ length: SLOW_SOCKETS }, (_, index) =>
      slowSocket(index % 2 ? `GET ${paths.profile} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ` : `POST ${paths.sendSmsOtp} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`),
    );

    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < LOAD_REQUESTS) {
        const index = next++;
        const answer: RawAnswer = await rawRequest(port, { timeoutMs: 15_000, ...requestOf(index, tokens, photos) });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
    const loadDoneMs = performance.now() - started;
    const closedAfter = await Promise.all(slow);
    clearInterval(sampling);
    const after = await stats();
    const totalMs = performance.now() - started;
    const growth = peak.rss - before.rss;

    console.info(
      `load run: ${LOAD_REQUESTS} requests in ${Math.round(loadDoneMs)} ms; all done (slow sockets closed) in ${Math.round(totalMs)} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; RSS ${Math.round(before.rss / 2 ** 20)} → peak ${Math.round(peak.rss / 2 ** 20)} → ${Math.round(after.rss / 2 ** 20)} MB; ` +
        `heap ${Math.round(before.heapUsed / 2 ** 20)} → ${Math.round(after.heapUsed / 2 ** 20)} MB; slow sockets closed after ${Math.round(Math.min(...closedAfter))}–${Math.round(Math.max(...closedAfter))} ms`,
    );

    expect(exits).toEqual([]);
    // Every request answered: no status 0 (a cut or timed-out connection), no 5xx but the 503 of a full body budget.
    const unexpected = [...statuses.keys()].filter((status) => !(status >= 200 && status < 300) && !(status >= 400 && status < 500) && status !== 503);
    expect(unexpected, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(LOAD_REQUESTS / 2);
    for (const closed of closedAfter) expect(closed).toBeLessThan(SANDBOX_LIMITS.requestTimeoutMs + 3_000);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH_BYTES);
    expect(after.connections).toBeLessThanOrEqual(2);
    expect((await rawRequest(port, { path: '/__sandbox/state', headers: CONTROL })).status).toBe(200);
  },
  120_000,
);
