/**
 * The real-HTTP tests run in lanes, one per Playwright worker. A lane is a contract sandbox of its
 * own (its demo state and faults live in its process, and every test resets them) and a production
 * build of BISP pointed at that sandbox, served on a port of its own. So two workers never share a
 * state that one of them resets, and each test still talks to its API across the network, CORS and
 * all. tools/scripts/build-all.mjs builds one `dist/<outDir>` per lane.
 */
export const SANDBOX_LANES = 2;

export interface SandboxLane {
  /** The Playwright worker's `parallelIndex`. */
  index: number;
  /** Where the lane's sandbox listens: the build's `PORTAL_API_BASE_URL`. */
  sandboxPort: number;
  sandboxOrigin: string;
  /** Where `vite preview` serves the lane's build. */
  portalPort: number;
  portalOrigin: string;
  /** The build's folder under dist/. */
  outDir: string;
}

export function sandboxLane(index: number): SandboxLane {
  if (!Number.isInteger(index) || index < 0 || index >= SANDBOX_LANES) {
    throw new Error(`The real-HTTP tests have ${SANDBOX_LANES} lanes (one sandbox and build each), so at most ${SANDBOX_LANES} workers: got worker slot ${index}`);
  }
  const sandboxPort = 4650 + index;
  const portalPort = 4640 + index;
  return {
    index,
    sandboxPort,
    sandboxOrigin: `http://127.0.0.1:${sandboxPort}`,
    portalPort,
    portalOrigin: `http://127.0.0.1:${portalPort}`,
    outDir: index === 0 ? 'BISP-sandbox' : `BISP-sandbox-${index}`,
  };
}

export const sandboxLanes = (): SandboxLane[] => Array.from({ length: SANDBOX_LANES }, (_, index) => sandboxLane(index));

/**
 * The lane of this process: a worker's slot (`TEST_PARALLEL_INDEX`, which Playwright sets in each
 * worker and keeps when it restarts one after a failure), lane 0 in the runner and outside Playwright.
 */
export const currentLane = (): SandboxLane => sandboxLane(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
