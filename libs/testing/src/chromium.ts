/**
 * How every browser test launches Debian's Chromium (never a downloaded browser). The flags keep
 * it quiet on a closed network: no background connections, updates or sync.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: chromiumArgs };
