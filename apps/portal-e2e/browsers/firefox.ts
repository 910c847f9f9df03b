/**
 * The Firefox adapter: Debian's Firefox ESR, headless, driven over WebDriver BiDi (Firefox speaks it
 * itself; there is no geckodriver) through puppeteer-core. Never a downloaded browser.
 */
import puppeteer, { type Browser, type ElementHandle, type JSHandle, type Page } from 'puppeteer-core';
import { initOptions, pageInit, type Adapter, type ElementRef } from './driver.ts';

export const FIREFOX_PATH = '/usr/bin/firefox';

export async function launchFirefox({ width, height }: { width: number; height: number }): Promise<Adapter> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width, height },
    extraPrefsFirefox: {
      // Quiet on a closed network (puppeteer already turns updates and telemetry off). Without the
      // experiment loader, which retries Remote Settings at startup, the launch takes ~5 s, not ~8 s.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'messaging-system.rsexperimentloader.enabled': false,
      'app.normandy.enabled': false,
      // Scrollbars over the page, as on a phone: the page gets the full 390 px.
      'ui.useOverlayScrollbars': 1,
    },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width, height });
    await page.evaluateOnNewDocument(pageInit, initOptions(true));
    return new FirefoxAdapter(browser, page);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class FirefoxAdapter implements Adapter {
  readonly browser = 'firefox';
  private readonly instance: Browser;
  private readonly page: Page;

  constructor(instance: Browser, page: Page) {
    this.instance = instance;
    this.page = page;
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as unknown as (...values: unknown[]) => unknown, ...(args as unknown[])) as Promise<Awaited<R>>;
  }

  async element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<ElementRef | null> {
    const handle: JSHandle = await this.page.evaluateHandle(fn as unknown as (...values: unknown[]) => unknown, ...(args as unknown[]));
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementRef): Promise<void> {
    await (element as ElementHandle).click();
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await (element as ElementHandle).type(text);
  }

  async close(): Promise<void> {
    await this.instance.close();
  }
}
