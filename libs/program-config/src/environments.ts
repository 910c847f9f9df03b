/**
 * A programme deployed more than once (staging, production): `program.json`'s `environments` name
 * each deployment's API, host and payment provider hosts, and a build for one (PORTAL_ENVIRONMENT)
 * reads the programme with that environment's values in place of the top-level ones, so the rest
 * of the build (the CSP's connect-src, the checkout allowlist) cannot mix two deployments.
 */
import type { ProgramFile } from './schema.ts';

class UnknownEnvironmentError extends Error {}

/** `file` as one of its environments sees it; `name` undefined: the file as it is. */
export function inEnvironment(file: ProgramFile, name: string | undefined): ProgramFile {
  if (name === undefined || name === '') return file;
  const environment = file.environments?.[name];
  if (!environment) {
    const known = Object.keys(file.environments ?? {});
    throw new UnknownEnvironmentError(
      `PORTAL_ENVIRONMENT=${name}: ${file.code} has ${known.length ? `the environments ${known.join(', ')}` : 'no environments'} (program.json "environments")`,
    );
  }
  return {
    ...file,
    baseUrl: environment.baseUrl,
    ...(environment.checkoutHosts ? { checkoutHosts: environment.checkoutHosts } : {}),
    ...(environment.receiptHosts ? { receiptHosts: environment.receiptHosts } : {}),
  };
}
