/**
 * The real-HTTP tests run in lanes, one per Playwright worker. A lane is a contract sandbox of its
 * own (its demo state and faults live in its process, and every test resets them) and a production
 * build of BISP pointed at that sandbox, served on a port of its own. So two workers never share a
 * state that one of them resets, and each test still talks to its API across the network, CORS and
 * all. The cross-browser journeys' BISP+sw runs in lanes of its own, one per browser
 * (`browserLane`): npm test runs them beside the real-HTTP tests, whose resets would otherwise
 * undo the patient a journey registers. tools/scripts/build-all.mjs builds one `dist/<outDir>` per lane.
 */
export const REAL_HTTP_LANES = 2;
/** One per browser of apps/portal-e2e/browsers/journeys.mjs (Firefox, WebKit), after the real-HTTP lanes. */
const BROWSER_LANES = 2;
const ALL_LANES = REAL_HTTP_LANES + BROWSER_LANES;

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

function sandboxLane(index: number): SandboxLane {
  if (!Number.isInteger(index) || index < 0 || index >= ALL_LANES) {
    throw new Error(`There are ${ALL_LANES} sandbox lanes (one sandbox and build each): got lane ${index}`);
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

/** The real-HTTP tests' lanes, one per worker. */
export const sandboxLanes = (): SandboxLane[] => Array.from({ length: REAL_HTTP_LANES }, (_, index) => sandboxLane(index));

/** Every lane, the browsers' too: what build-all builds. */
export const everySandboxLane = (): SandboxLane[] => Array.from({ length: ALL_LANES }, (_, index) => sandboxLane(index));

/** The lane of the cross-browser journeys' `browserIndex`th browser. */
export function browserLane(browserIndex: number): SandboxLane {
  if (!Number.isInteger(browserIndex) || browserIndex < 0 || browserIndex >= BROWSER_LANES) {
    throw new Error(`The cross-browser journeys have ${BROWSER_LANES} lanes, one per browser: got browser ${browserIndex}`);
  }
  return sandboxLane(REAL_HTTP_LANES + browserIndex);
}

/**
 * The lane of this process: a worker's slot (`TEST_PARALLEL_INDEX`, which Playwright sets in each
 * worker and keeps when it restarts one after a failure), lane 0 in the runner and outside Playwright.
 */
export const currentLane = (): SandboxLane => {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (index >= REAL_HTTP_LANES) throw new Error(`The real-HTTP tests have ${REAL_HTTP_LANES} lanes, so at most ${REAL_HTTP_LANES} workers: got worker slot ${index}`);
  return sandboxLane(index);
};
