// expect-lint: @nx/enforce-module-boundaries
// The end-to-end suite reads a library through its public entry points, never its files.
import { paths } from '../../../../libs/api/src/paths.ts';

export const profile = paths.profile;
