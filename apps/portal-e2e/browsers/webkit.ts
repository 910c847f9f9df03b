/**
 * The WebKit adapter: Debian's WebKitWebDriver (WebKitGTK, Safari's engine) under a virtual display
 * (`xvfb-run -a`), driven by WebdriverIO over classic W3C WebDriver. WebdriverIO's own launcher
 * knows no WebKitGTK driver (and would download one for the browsers it knows), so this file starts
 * the Debian binary and WebdriverIO attaches to it as to a remote driver: nothing is downloaded.
 *
 * The browser WebKitWebDriver starts is webkit-window.py, a window with no toolbar (MiniBrowser's
 * toolbar keeps pages at 447 px or wider), so the page really is phone-wide; it also runs the
 * journey's init script at the start of every document (classic WebDriver has no init scripts, and
 * WebdriverIO's `addInitScript` needs BiDi, which this WebKitWebDriver does not offer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { initOptions, initScriptSource, type Adapter, type ElementRef } from './driver.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
/** Debian's Python, which has the GObject bindings (python3-gi, gir1.2-webkit2-4.1). */
export const SYSTEM_PYTHON = '/usr/bin/python3';
const WINDOW_PROGRAM = join(import.meta.dirname, 'webkit-window.py');

type Browser = WebdriverIO.Browser;
type WdioElement = WebdriverIO.Element;

/** Kills the process group the child leads (xvfb-run, Xvfb, WebKitWebDriver and the browser it started). */
function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const force = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5_000);
  return exited.finally(() => clearTimeout(force));
}

export async function launchWebKit({ width, height, driverPort }: { width: number; height: number; driverPort: number }): Promise<Adapter> {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-journey-'));
  const initFile = join(dir, 'init.js');
  writeFileSync(initFile, initScriptSource(initOptions(false)));

  // Its own process group, so that closing ends Xvfb and the browser too.
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER_PATH, `--port=${driverPort}`, '--host=local'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const cleanUp = async () => {
    await killGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // A remote driver is not waited for by WebdriverIO: its status answers once it listens.
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output.trim()}`);
      const status = `http://127.0.0.1:${driverPort}/status`;
      if (await fetch(status, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${driverPort} within 20 s: ${output.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const browser = await remote({
      hostname: '127.0.0.1',
      port: driverPort,
      // Failures reach the journey as errors; WebdriverIO's own log would only repeat them.
      logLevel: 'silent',
      // One try per command, as a patient's browser gets: a retried command would hide a hung page.
      connectionRetryCount: 0,
      connectionRetryTimeout: 60_000,
      capabilities: {
        // This WebKitWebDriver speaks classic WebDriver only: no BiDi socket to ask for.
        'wdio:enforceWebDriverClassic': true,
        pageLoadStrategy: 'normal',
        timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
        'webkitgtk:browserOptions': {
          binary: SYSTEM_PYTHON,
          // Scrollbars over the page, as on a phone (WebKitWebDriver sets GTK_OVERLAY_SCROLLING from this).
          useOverlayScrollbars: true,
          args: [WINDOW_PROGRAM, '--automation', `--init-script=${initFile}`, `--size=${width}x${height}`],
        },
      } as WebdriverIO.Capabilities,
    });
    return new WebKitAdapter(browser, cleanUp, () => output);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

class WebKitAdapter implements Adapter {
  readonly browser = 'webkit';
  private readonly instance: Browser;
  private readonly cleanUp: () => Promise<void>;
  /** The driver's and the browser's recent output (the page's console goes there too). */
  readonly output: () => string;

  constructor(instance: Browser, cleanUp: () => Promise<void>, output: () => string) {
    this.instance = instance;
    this.cleanUp = cleanUp;
    this.output = output;
  }

  async goto(url: string): Promise<void> {
    await this.instance.url(url);
  }

  url(): Promise<string> {
    return this.instance.getUrl();
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // Execute Script awaits a returned promise (W3C WebDriver §13.2.1).
    return this.instance.execute(fn as (...values: unknown[]) => unknown, ...args) as Promise<Awaited<R>>;
  }

  async element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null> {
    // Over classic WebDriver, an element the script returns arrives as its W3C reference.
    const reference = (await this.instance.execute(fn as (...values: unknown[]) => unknown, ...args)) as unknown;
    return reference && typeof reference === 'object' ? await this.instance.$(reference as Parameters<Browser['$']>[0]) : null;
  }

  async click(element: ElementRef): Promise<void> {
    await (element as WdioElement).click();
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await (element as WdioElement).addValue(text);
  }

  async close(): Promise<void> {
    try {
      await this.instance.deleteSession();
    } catch {
      // The browser may already be gone; the process group goes next anyway.
    } finally {
      await this.cleanUp();
    }
  }
}
