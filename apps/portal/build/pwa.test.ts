// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProgram, type LoadedProgram } from '@portal/program-config/load';
import { LANGUAGE_STORAGE_KEY as PORTAL_LANGUAGE_STORAGE_KEY } from '../src/language.ts';
import { iconSvg, LANGUAGE_STORAGE_KEY, offlineLanguageScript, precacheEntries, renderIcons, shortNameOf, webAppManifest } from './pwa.ts';

const root = resolve(import.meta.dirname, '../../..');
const programs = Object.fromEntries(['BISP', 'LUMA'].map((code) => [code, loadProgram(join(root, 'programs', code), root)])) as Record<'BISP' | 'LUMA', LoadedProgram>;
const icons = [{ size: 192, purpose: 'any' as const, src: '/assets/icon-192-A.png' }];

describe('the web app manifest of a programme', () => {
  it.each(['BISP', 'LUMA'] as const)('%s: its names, its theme\'s colours, standalone from /, in each language with that language\'s description', (code) => {
    const program = programs[code];
    const english = webAppManifest(program, 'en', icons);
    expect(english).toMatchObject({
      id: '/',
      name: program.file.displayName,
      short_name: program.file.shortName,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: program.theme.color.background.brand,
      background_color: program.theme.color.background.body,
      icons: [{ src: '/assets/icon-192-A.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
    });
    expect(english.description).toBe(program.copy.landing.intro.replace('{programName}', program.file.displayName));
    const spanish = webAppManifest(program, 'es', icons);
    expect(spanish).toMatchObject({ lang: 'es', name: program.file.displayName, description: program.translations.es!.copy.landing.intro });
    expect(spanish.description).not.toBe(english.description);
  });

  it('a programme without a short name: its display name when it shows whole (12 characters), else its code', () => {
    const named = (displayName: string): LoadedProgram => ({ ...programs.BISP, file: { ...programs.BISP.file, shortName: undefined, displayName } });
    expect(shortNameOf(named('Acme Care'))).toBe('Acme Care');
    expect(shortNameOf(named('Acme Care 123'))).toBe('BISP');
  });
});

describe('the icons, drawn from the logo', () => {
  const corners = (svg: string) => {
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(svg.match(new RegExp(`<image[^>]* ${name}="([\\d.]+)"`))![1]));
    return { x: x!, y: y!, width: width!, height: height! };
  };
  const logo = { logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), logoType: 'image/svg+xml', background: '#08294a' };

  it('a maskable icon keeps the whole logo inside the safe zone (a circle of 40 % of the size around the centre)', () => {
    for (const [logoWidth, logoHeight] of [[168, 40], [40, 40], [40, 120]] as const) {
      const size = 512;
      const { x, y, width, height } = corners(iconSvg({ ...logo, logoWidth, logoHeight, size, purpose: 'maskable' }));
      const farthest = Math.hypot(Math.max(Math.abs(x - size / 2), Math.abs(x + width - size / 2)), Math.max(Math.abs(y - size / 2), Math.abs(y + height - size / 2)));
      expect(farthest).toBeLessThanOrEqual(0.4 * size);
      expect(width / height).toBeCloseTo(logoWidth / logoHeight, 2);
    }
  });

  it('an ordinary icon gives the logo 80 % of its longer side, centred', () => {
    const { x, y, width, height } = corners(iconSvg({ ...logo, logoWidth: 168, logoHeight: 40, size: 192, purpose: 'any' }));
    expect(width).toBeCloseTo(0.8 * 192, 1);
    expect(x + width / 2).toBeCloseTo(96, 1);
    expect(y + height / 2).toBeCloseTo(96, 1);
  });

  it.each(['BISP', 'LUMA'] as const)('%s: PNGs of 192 and 512 px and a maskable 512 px one, opaque, the brand colour at the edges and the logo drawn in the middle', (code) => {
    const program = programs[code];
    const rendered = renderIcons(program);
    expect(rendered.map(({ size, purpose }) => `${size} ${purpose}`)).toEqual(['192 any', '512 any', '512 maskable']);
    const brand = program.theme.color.background.brand.replace('#', '');
    for (const { size, png } of rendered) {
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      // Read the PNG back through the renderer: its pixels, row by row, RGBA.
      const pixels = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`).render().pixels;
      const at = (x: number, y: number) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
      const hex = ([r, g, b]: number[]) => [r, g, b].map((value) => value!.toString(16).padStart(2, '0')).join('');
      expect([at(0, 0), at(size - 1, size - 1)].map(hex)).toEqual([brand, brand]);
      expect(pixels.filter((value, index) => index % 4 === 3 && value !== 255).length, 'pixels not opaque').toBe(0);
      const middleRow = Array.from({ length: size }, (_, x) => hex(at(x, size / 2)));
      expect(middleRow.some((colour) => colour !== brand), 'the logo').toBe(true);
    }
  });
});

describe('the precache list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-precache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  for (const file of ['index.html', 'privacy-policy/index.html', 'hipaa-practices/index.html', 'terms-of-use/index.html', 'language-assistance/index.html', 'offline.html', 'offline.js', 'manifest.en.webmanifest', 'manifest.es.webmanifest']) write(file, file);
  for (const file of ['login/index.html', 'app.html', '404.html', '_headers', '_redirects', 'sw.js', 'assets/index-A.js', 'assets/icon-192-B.png']) write(file, file);

  it('is the public shell, each with its content\'s revision, and every hashed file as it is; never the sign-in page, the signed-in shell or the worker', () => {
    const entries = precacheEntries(dir, ['en', 'es']);
    expect(entries.map((entry) => entry.url)).toEqual(['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance', '/offline.html', '/offline.js', '/manifest.en.webmanifest', '/manifest.es.webmanifest', '/assets/icon-192-B.png', '/assets/index-A.js']);
    expect(entries.filter((entry) => entry.url.startsWith('/assets/')).map((entry) => entry.revision)).toEqual([null, null]);
    const before = entries.find((entry) => entry.url === '/')!.revision;
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    write('index.html', 'the next deploy');
    expect(precacheEntries(dir, ['en', 'es']).find((entry) => entry.url === '/')!.revision).not.toBe(before);
  });

  it('gives every entry the integrity of its bytes as built, which the worker holds the cache to', () => {
    const entries = precacheEntries(dir, ['en', 'es']);
    for (const entry of entries) {
      const file = entry.url === '/' ? 'index.html' : /\.\w+$/.test(entry.url) ? entry.url.slice(1) : `${entry.url.slice(1)}/index.html`;
      expect(entry.integrity, entry.url).toBe(`sha256-${createHash('sha256').update(readFileSync(join(dir, file))).digest('base64')}`);
    }
    write('assets/index-A.js', 'code a page wrote over the file');
    expect(precacheEntries(dir, ['en', 'es']).find((entry) => entry.url === '/assets/index-A.js')!.integrity).not.toBe(entries.find((entry) => entry.url === '/assets/index-A.js')!.integrity);
  });

  it('fails the build when a page of the shell is missing', () => {
    rmSync(join(dir, 'offline.html'));
    expect(() => precacheEntries(dir, ['en', 'es'])).toThrow(/offline\.html is not in the build/);
  });
});

describe('the offline page\'s language', () => {
  function offlinePage({ stored, browser }: { stored?: string; browser: string[] }) {
    const dom = new JSDOM(
      '<!doctype html><html lang="en"><head><title>You\'re offline | BISP</title></head><body><div id="root"><h1>You\'re offline</h1><a href="/" data-offline-retry="">Try again</a></div>' +
        '<template id="offline-es" data-title="No tiene conexión | BISP"><h1>No tiene conexión</h1><a href="/" data-offline-retry="">Intentar de nuevo</a></template></body></html>',
      { runScripts: 'outside-only', url: 'http://portal.test/payment?payment=12' },
    );
    const { window } = dom;
    if (stored) window.sessionStorage.setItem(PORTAL_LANGUAGE_STORAGE_KEY, stored);
    Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => browser });
    window.eval(offlineLanguageScript());
    const { document } = window;
    const retry = document.querySelector<HTMLAnchorElement>('#root a')!;
    expect(retry.href, '"Try again" opens the address asked for').toBe('http://portal.test/payment?payment=12');
    return { heading: document.querySelector('#root h1')?.textContent, lang: document.documentElement.lang, title: document.title };
  }

  it('uses the storage key the portal keeps the tab\'s language in', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(PORTAL_LANGUAGE_STORAGE_KEY);
  });

  it('follows the tab\'s choice, else the browser\'s first language when the portal has it, else English', () => {
    const spanish = { heading: 'No tiene conexión', lang: 'es', title: 'No tiene conexión | BISP' };
    const english = { heading: "You're offline", lang: 'en', title: "You're offline | BISP" };
    expect(offlinePage({ stored: 'es', browser: ['en-US'] })).toEqual(spanish);
    expect(offlinePage({ stored: 'en', browser: ['es-MX'] })).toEqual(english);
    expect(offlinePage({ browser: ['es-MX', 'en'] })).toEqual(spanish);
    expect(offlinePage({ browser: ['fr-FR', 'es'] })).toEqual(english);
    expect(offlinePage({ stored: 'xx', browser: ['en-US'] })).toEqual(english);
  });
});
