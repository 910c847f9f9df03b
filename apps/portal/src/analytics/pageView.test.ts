import { describe, expect, it } from 'vitest';
import { program } from 'virtual:portal-program';
import { RETURN_URL_STORAGE_KEY, SESSION_STORAGE_KEY } from '@portal/session';
import { LANGUAGE_STORAGE_KEY } from '../language.ts';
import { routesFor } from '../routeTable.ts';
import { analyticsPlan, isLocalOrPrivateHost, pageViewFor, routePatternOf, NOT_FOUND_PATTERN, type KnownRoute } from './pageView.ts';

const routes: KnownRoute[] = routesFor(program).map((route) => ({ path: route.path, title: `title of ${route.path}` }));
const view = (pathname: string) => pageViewFor({ pathname, origin: 'https://portal.bisp.example', routes, programCode: 'BISP', notFoundTitle: 'Page not found' });

describe('the page view analytics receives', () => {
  it('carries the route pattern, never the real path with its ids', () => {
    expect(view('/pharmacy/RX-1003')).toEqual({
      event: 'page_view',
      page_path: '/pharmacy/:prescriptionId',
      page_location: 'https://portal.bisp.example/pharmacy/:prescriptionId',
      page_title: 'title of /pharmacy/:prescriptionId',
      program_code: 'BISP',
    });
    expect(view('/pharmacy-instructions/Amazon%20Pharmacy').page_path).toBe('/pharmacy-instructions/:pharmacy');
  });

  it('has exactly these keys: no query, hash, id or value of the patient can ride along', () => {
    expect(Object.keys(view('/profile')).sort()).toEqual(['event', 'page_location', 'page_path', 'page_title', 'program_code']);
    expect(JSON.stringify(view('/profile'))).not.toMatch(/[?#]/);
  });

  it('an unknown path is reported as not found, never as what was typed', () => {
    const unknown = view('/alex.rivera@example.com/1961-04-12');
    expect(unknown.page_path).toBe(NOT_FOUND_PATTERN);
    expect(unknown.page_location).toBe('https://portal.bisp.example/');
    expect(JSON.stringify(unknown)).not.toContain('alex');
  });

  it('static routes are their own pattern', () => {
    expect(routePatternOf('/profile', routes)?.path).toBe('/profile');
    expect(routePatternOf('/', routes)?.path).toBe('/');
    expect(routePatternOf('/profile/extra', routes)).toBeNull();
  });
});

describe('where the scripts load', () => {
  const settings = { tagManagerId: 'GTM-STG', productionTagManagerId: 'GTM-PRD', analyticsId: 'G-1', productionHost: 'portal.bisp.example' };
  const publicTab = { mock: false, document: 'public' as const, storedKeys: [] };

  it.each(['localhost', 'app.localhost', 'portal.local', '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.20', '169.254.1.1', '[::1]', 'fd00::1', ''])('never on the local or private host %j', (hostname) => {
    expect(isLocalOrPrivateHost(hostname)).toBe(true);
    expect(analyticsPlan(settings, { ...publicTab, hostname })).toBeNull();
  });

  it.each(['portal.bisp.example', '172.32.0.1', '8.8.8.8', 'staging.bisp.example'])('%j is a public host', (hostname) => {
    expect(isLocalOrPrivateHost(hostname)).toBe(false);
  });

  it('never in mock mode', () => {
    expect(analyticsPlan(settings, { ...publicTab, hostname: 'portal.bisp.example', mock: true })).toBeNull();
  });

  it('the production container on the production host, the other one elsewhere', () => {
    expect(analyticsPlan(settings, { ...publicTab, hostname: 'portal.bisp.example' })).toEqual({ tagManagerId: 'GTM-PRD', analyticsId: 'G-1' });
    expect(analyticsPlan(settings, { ...publicTab, hostname: 'staging.bisp.example' })).toEqual({ tagManagerId: 'GTM-STG', analyticsId: 'G-1' });
  });

  it('nothing without ids', () => {
    expect(analyticsPlan(undefined, { ...publicTab, hostname: 'portal.bisp.example' })).toBeNull();
    expect(analyticsPlan({ productionHost: 'portal.bisp.example' }, { ...publicTab, hostname: 'portal.bisp.example' })).toBeNull();
  });

  it('only in a public document: never in the sign-in page or the signed-in shell, nor where the page does not say', () => {
    expect(analyticsPlan(settings, { ...publicTab, hostname: 'portal.bisp.example', document: 'personal' })).toBeNull();
    expect(analyticsPlan(settings, { ...publicTab, hostname: 'portal.bisp.example', document: undefined })).toBeNull();
  });

  it('never in a tab that holds anything of a patient; the language chosen is not the patient', () => {
    const at = (storedKeys: string[]) => analyticsPlan(settings, { ...publicTab, hostname: 'portal.bisp.example', storedKeys });
    expect(at([LANGUAGE_STORAGE_KEY])).not.toBeNull();
    for (const key of [SESSION_STORAGE_KEY, 'portal.signIn', RETURN_URL_STORAGE_KEY, 'portal-draft.missingInformation', 'anything.else']) {
      expect(at([LANGUAGE_STORAGE_KEY, key]), key).toBeNull();
    }
  });
});
