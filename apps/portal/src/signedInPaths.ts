import type { ProgramConfig } from '@portal/program-config';
import { needsSignIn, routesFor } from './routeTable.ts';

/**
 * The paths of the programme's routes that need a signed-in patient, as one regular expression's
 * source (used with the `i` flag): where main.tsx asks for the profile before the first render, so
 * where the SPA fallback's boot script may ask for it first (apps/portal/build/boot.ts). It matches
 * as react-router's `matchPath` does: a trailing slash, one segment per parameter, any case (the flag).
 */
export function signedInPathPattern(program: Pick<ProgramConfig, 'features'>): string {
  const paths = routesFor(program)
    .filter(needsSignIn)
    .map((route) =>
      route.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/'),
    );
  return `^(?:${paths.join('|')})/?$`;
}
