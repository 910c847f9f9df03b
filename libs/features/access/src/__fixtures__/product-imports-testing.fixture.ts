// expect-lint: @nx/enforce-module-boundaries
// Test helpers are for tests and stories only: shipped code may not import them.
import { renderWithProgram } from '@portal/testing/render';

export const render = renderWithProgram;
