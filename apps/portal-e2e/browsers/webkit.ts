/**
 * The WebKit adapter: Debian's WebKitWebDriver (WebKitGTK, Safari's engine) under a virtual display
 * (`xvfb-run -a`), spoken to over the classic W3C WebDriver HTTP API with plain fetch: the journey
 * needs seven commands, which is less code than a client library.
 *
 * The browser WebKitWebDriver starts is webkit-window.py, a window with no toolbar (MiniBrowser's
 * toolbar keeps pages at 447 px or wider), so the page really is phone-wide; it also runs the
 * journey's init script at the start of every document (WebDriver classic has no init scripts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initOptions, initScriptSource, type Adapter, type ElementRef } from './driver.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
/** Debian's Python, which has the GObject bindings (python3-gi, gir1.2-webkit2-4.1). */
export const SYSTEM_PYTHON = '/usr/bin/python3';
export const WINDOW_PROGRAM = join(import.meta.dirname, 'webkit-window.py');

/** W3C WebDriver's key for an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const COMMAND_TIMEOUT_MS = 60_000;

class WebDriverError extends Error {
  override name = 'WebDriverError';
}

async function command<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const text = await response.text();
  let json: { value?: unknown };
  try {
    json = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(`${method} ${new URL(url).pathname}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  const value = json.value as { error?: string; message?: string } | undefined;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value)) {
    throw new WebDriverError(`${method} ${new URL(url).pathname}: ${value?.error ?? response.status}: ${value?.message ?? text.slice(0, 200)}`);
  }
  return json.value as T;
}

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
  const base = `http://127.0.0.1:${driverPort}`;
  const cleanUp = async () => {
    await killGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${output.trim()}`);
      const ready = await command<{ ready?: boolean }>('GET', `${base}/status`).then(
        (status) => status.ready === true,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${driverPort} within 20 s: ${output.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const session = await command<{ sessionId: string }>('POST', `${base}/session`, {
      capabilities: {
        alwaysMatch: {
          pageLoadStrategy: 'normal',
          timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
          'webkitgtk:browserOptions': {
            binary: SYSTEM_PYTHON,
            // Scrollbars over the page, as on a phone (WebKitWebDriver sets GTK_OVERLAY_SCROLLING from this).
            useOverlayScrollbars: true,
            args: [WINDOW_PROGRAM, '--automation', `--init-script=${initFile}`, `--size=${width}x${height}`],
          },
        },
      },
    });
    return new WebKitAdapter(`${base}/session/${session.sessionId}`, cleanUp, () => output);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

class WebKitAdapter implements Adapter {
  readonly browser = 'webkit';
  private readonly session: string;
  private readonly cleanUp: () => Promise<void>;
  /** The driver's and the browser's recent output (the page's console goes there too). */
  readonly output: () => string;

  constructor(session: string, cleanUp: () => Promise<void>, output: () => string) {
    this.session = session;
    this.cleanUp = cleanUp;
    this.output = output;
  }

  async goto(url: string): Promise<void> {
    await command('POST', `${this.session}/url`, { url });
  }

  url(): Promise<string> {
    return command<string>('GET', `${this.session}/url`);
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // Execute Script awaits a returned promise (W3C WebDriver §13.2.1).
    return command<Awaited<R>>('POST', `${this.session}/execute/sync`, { script: `return (${fn.toString()}).apply(null, arguments);`, args });
  }

  async element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null> {
    const reference = await command<Record<string, string> | null>('POST', `${this.session}/execute/sync`, {
      script: `return (${fn.toString()}).apply(null, arguments);`,
      args,
    });
    return reference && typeof reference[ELEMENT] === 'string' ? reference[ELEMENT] : null;
  }

  async click(element: ElementRef): Promise<void> {
    await command('POST', `${this.session}/element/${element as string}/click`, {});
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await command('POST', `${this.session}/element/${element as string}/value`, { text });
  }

  async close(): Promise<void> {
    try {
      await command('DELETE', this.session);
    } catch {
      // The browser may already be gone; the process group goes next anyway.
    } finally {
      await this.cleanUp();
    }
  }
}
