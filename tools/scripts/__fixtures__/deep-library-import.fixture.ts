// expect-lint: no-restricted-imports
// A workspace script reads a library through its entry points, never its files.
import { loadProgram } from '../../../libs/program-config/src/load.ts';

export const load = loadProgram;
