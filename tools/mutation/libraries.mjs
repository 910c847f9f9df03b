/**
 * The rule libraries under mutation testing (`npm run mutation`), each measured against its own
 * unit tests only: a rule counts as tested when a test of its library fails when it breaks, not
 * when some page test happens to pass through it.
 *
 * `sentinel` is the guard against a runner that runs no test: a line whose mutants the library's
 * tests have always killed. If no mutant on it is killed, the run fails before any score is shown
 * (a Stryker/Vitest mismatch once made every mutant "survive" with 0 tests run).
 *
 * A new rule module outside these folders joins here when it is written. (The wizard's rules live
 * in libs/validation/src/wizard and its machine in libs/machines/src/wizard: both are covered.)
 */
export const libraries = [
  {
    name: 'validation',
    mutate: ['libs/validation/src/**/*.ts', '!libs/validation/src/**/*.test.ts'],
    tests: 'libs/validation',
    sentinel: { file: 'libs/validation/src/code.ts', line: "return raw.replace(/\\D/g, '').slice(0, CODE_LENGTH);" },
  },
  {
    name: 'formats',
    mutate: ['libs/formats/src/**/*.ts', '!libs/formats/src/**/*.test.ts'],
    tests: 'libs/formats',
    sentinel: { file: 'libs/formats/src/index.ts', line: 'if (digits.length !== 10) return phone;' },
  },
  {
    name: 'api',
    mutate: ['libs/api/src/**/*.ts', '!libs/api/src/**/*.test.ts'],
    tests: 'libs/api',
    sentinel: { file: 'libs/api/src/client.ts', line: 'if (response.status === 202) {' },
  },
  {
    name: 'machines',
    mutate: ['libs/machines/src/**/*.ts', '!libs/machines/src/**/*.test.ts', '!libs/machines/src/returnPath.ts'],
    tests: 'libs/machines',
    sentinel: { file: 'libs/machines/src/signIn/rules.ts', line: "error.kind === 'http' && (error.status === 429" },
  },
  {
    name: 'return path',
    mutate: ['libs/machines/src/returnPath.ts'],
    tests: 'libs/machines/src/returnPath.test.ts',
    sentinel: { file: 'libs/machines/src/returnPath.ts', line: "if (!raw.startsWith('/') || raw.startsWith('//')" },
  },
];
