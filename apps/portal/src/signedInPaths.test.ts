import { describe, expect, it } from 'vitest';
import type { ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { routeAt } from './routes.tsx';
import { needsSignIn, routeTable } from './routeTable.ts';
import { signedInPathPattern } from './signedInPaths.ts';

/**
 * The boot script asks for the profile on exactly the paths where main.tsx would (routeAt, then
 * needsSignIn): elsewhere its call would go out for nothing, and where it does not, main.tsx asks.
 */
function withFlags(enabled: boolean): ProgramConfig {
  const features = { ...bisp.features };
  for (const flag of Object.keys(features) as Array<keyof typeof features>) features[flag] = { ...features[flag], enabled };
  return { ...bisp, features };
}

const examples = (path: string) => {
  const concrete = path.replace(/:[^/]+/g, 'rx-42');
  return [concrete, `${concrete}/`, concrete.toUpperCase()];
};

describe('signedInPathPattern: where the boot script may ask for the profile', () => {
  it.each([
    ['every feature on', withFlags(true)],
    ['every feature off', withFlags(false)],
    ['BISP', bisp],
  ])('matches a path exactly when main.tsx would ask for the profile there (%s)', (_name, program) => {
    const pattern = new RegExp(signedInPathPattern(program), 'i');
    const paths = [...routeTable.flatMap((route) => examples(route.path)), '/unknown', '/prescriptions/extra', '/pharmacy/', '/pharmacy/a/b', '/xprescriptions', '/prescriptionsx'];
    for (const path of paths) {
      const route = routeAt(path, program);
      expect(pattern.test(path), path).toBe(route !== undefined && needsSignIn(route));
    }
  });

  it('names the signed-in pages and none of the public ones', () => {
    const pattern = new RegExp(signedInPathPattern(withFlags(true)), 'i');
    expect(['/prescriptions', '/pharmacy/rx-1', '/missing-information-review', '/payment'].filter((path) => !pattern.test(path))).toEqual([]);
    expect(['/', '/login', '/login-error', '/verification', '/logout', '/profile-error', '/terms-of-use'].filter((path) => pattern.test(path))).toEqual([]);
  });
});
