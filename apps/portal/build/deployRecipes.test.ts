import { describe, expect, it } from 'vitest';
import { cloudFrontFunction, nginxServer } from './deployRecipes.ts';
import { headersForPath, hostingHeaderRules, type BuiltDocuments } from './hostingHeaders.ts';

/** A production build's documents, as prerender.ts lists them. */
const documents: BuiltDocuments = {
  public: ['index.html', 'privacy-policy/index.html', '404.html'],
  personal: ['login/index.html', 'app.html', 'offline.html'],
  personalRoutes: ['/prescriptions', '/pharmacy/:prescriptionId', '/verification'],
  otherFiles: ['manifest.en.webmanifest', 'offline.js', 'sw.js'],
};
const rules = hostingHeaderRules({ apiOrigin: 'https://api.example.test', analytics: true }, documents);

/** Every path a rule names, a path under each prefix and the bare prefix, and paths no rule names. */
const paths = [
  ...new Set([
    ...rules.flatMap((rule) => (rule.pattern.endsWith('/*') ? [`${rule.pattern.slice(0, -1)}x1`, rule.pattern.slice(0, -2)] : [rule.pattern])),
    '/',
    '/no-such-page',
    '/logout',
    '/pharmacy/RX-1001',
    '/assets/index-abc123.js',
  ]),
].filter((path) => path !== '/' && path !== '');
paths.push('/');

/**
 * nginx's choice of location, for the blocks the recipe writes: an exact `=` match, else the
 * longest `^~` prefix, else `location /`. Only the chosen location's add_header lines apply (a
 * location that sets any inherits none from the server).
 */
function nginxHeaders(config: string, path: string): Record<string, string> {
  const locations = [...config.matchAll(/ {2}location (=|\^~)? ?(\S+) \{\n([\s\S]*?)\n {2}\}/g)].map(([, modifier, target, body]) => ({
    modifier: modifier ?? '',
    target: target!,
    headers: Object.fromEntries([...body!.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(([, name, value]) => [name!, value!.replace(/\\(.)/g, '$1')])),
  }));
  const exact = locations.find((location) => location.modifier === '=' && location.target === path);
  const prefix = locations.filter((location) => location.modifier !== '=' && path.startsWith(location.target)).sort((a, b) => b.target.length - a.target.length)[0];
  return (exact ?? prefix)!.headers;
}

describe('the nginx recipe', () => {
  const config = nginxServer(rules);

  it('sends, for every path, exactly the headers _headers gives it: each policy, cache rule and Clear-Site-Data on its own paths', () => {
    for (const path of paths) expect(nginxHeaders(config, path), path).toEqual(headersForPath(rules, path));
    expect(nginxHeaders(config, '/logout')['Clear-Site-Data']).toBe('"cache", "storage"');
    expect(nginxHeaders(config, '/prescriptions')['Content-Security-Policy']).toContain("require-trusted-types-for 'script'");
  });

  it('serves every file in the location that chose it (no internal redirect to another location), app.html for the rest', () => {
    const tries = [...config.matchAll(/try_files (.*);/g)].map(([, list]) => list);
    expect(new Set(tries)).toEqual(new Set(['$uri/index.html $uri /app.html =404']));
    expect(config).toContain('location = /manifest.en.webmanifest {');
    expect(config.match(/default_type application\/manifest\+json/g)).toHaveLength(1);
  });
});

/** A CloudFront Function run as CloudFront runs it: one `handler(event)` per event. */
function runFunction(code: string) {
  const handler = new Function(`${code}\nreturn handler;`)() as (event: unknown) => { uri?: string; headers: Record<string, { value: string }> };
  return {
    fileFor: (uri: string) => handler({ context: { eventType: 'viewer-request' }, request: { uri, headers: {} } }).uri,
    headersFor: (uri: string) =>
      Object.fromEntries(Object.entries(handler({ context: { eventType: 'viewer-response' }, request: { uri, headers: {} }, response: { statusCode: 200, headers: {} } }).headers).map(([name, { value }]) => [name, value])),
  };
}

describe('the CloudFront Function', () => {
  const run = runFunction(cloudFrontFunction(rules, documents));

  it('answers each path with its file: prerendered pages by their index.html, built files as they are, app.html otherwise', () => {
    expect(run.fileFor('/')).toBe('/index.html');
    expect(run.fileFor('/login')).toBe('/login/index.html');
    expect(run.fileFor('/privacy-policy/')).toBe('/privacy-policy/index.html');
    expect(run.fileFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(run.fileFor('/sw.js')).toBe('/sw.js');
    expect(run.fileFor('/prescriptions')).toBe('/app.html');
    expect(run.fileFor('/logout')).toBe('/app.html');
    expect(run.fileFor('/no-such-page')).toBe('/app.html');
  });

  it('sends, for every path asked for, exactly the headers _headers gives it', () => {
    const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    for (const path of paths) expect(run.headersFor(path), path).toEqual(lower(headersForPath(rules, path)));
  });
});
