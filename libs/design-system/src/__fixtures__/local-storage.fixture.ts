// expect-lint: no-restricted-properties
// Tokens and health data never go to localStorage: even reading it is rejected.
export function restore(): string | null {
  return localStorage.getItem('token');
}
