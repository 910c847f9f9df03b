import { existsSync } from 'node:fs';

/**
 * How every browser test launches Debian's Chromium (never a downloaded browser). The flags keep
 * it quiet on a closed network: no background connections, updates or sync.
 *
 * Two of Debian's builds of it (decision 0080):
 * - `chromium`, the whole browser, for what is about pixels or a feature only the whole browser
 *   has: the visual check's screenshots (its baselines are drawn by it), the benchmark, the
 *   back/forward cache, and a patient's own profile on disk (its HTTP cache, its service worker).
 * - `chromium-headless-shell`, the same engine without the browser's shell, for the end-to-end
 *   gates: what Playwright itself runs headless tests in, and lighter on the CPU those gates are
 *   bound by. Where it is not installed, the whole browser runs those tests instead.
 */
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The whole browser: the visual check's screenshots, the back/forward cache, a profile on disk. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: chromiumArgs };

/** The end-to-end gates: the headless shell, or the whole browser where the shell is missing. */
export const headlessShellLaunchOptions = {
  executablePath: existsSync(CHROMIUM_HEADLESS_SHELL_PATH) ? CHROMIUM_HEADLESS_SHELL_PATH : CHROMIUM_PATH,
  args: chromiumArgs,
};
