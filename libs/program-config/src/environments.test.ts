import { describe, expect, it } from 'vitest';
import { inEnvironment } from './environments.ts';
import { programFileSchema, type ProgramFile } from './schema.ts';

const environments = programFileSchema.shape.environments;
const problemsOf = (value: unknown) => {
  const parsed = environments.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a programme's environments", () => {
  it('holds each to the rules of a deployment: an API over https, a host name, lower-case names', () => {
    expect(problemsOf({ staging: { baseUrl: 'https://api.staging.example.com', host: 'staging.portal.example.com' } })).toEqual([]);
    expect(problemsOf({ Staging: { baseUrl: 'https://api.example.com', host: 'portal.example.com' } })).toEqual(['Staging: an environment is named in lower case, e.g. staging']);
    expect(problemsOf({ staging: { baseUrl: '', host: 'portal.example.com' } })).toEqual(['staging.baseUrl: an environment has an API: mock mode is the programme without PORTAL_ENVIRONMENT']);
    expect(problemsOf({ staging: { baseUrl: 'http://api.example.com', host: 'https://portal.example.com' } })).toHaveLength(2);
    expect(problemsOf({ staging: { baseUrl: 'https://api.example.com', host: 'portal.example.com', apiKey: 'x' } })[0]).toMatch(/^staging: Unrecognized key/);
  });

  it("a build for one takes its API and its payment provider's hosts, keeping the rest; none keeps the file as it is", () => {
    const file = {
      code: 'DUO',
      baseUrl: '',
      checkoutHosts: ['checkout.payments.example.com'],
      receiptHosts: ['receipts.payments.example.com'],
      environments: { staging: { baseUrl: 'https://api.staging.example.com', host: 'staging.example.com', checkoutHosts: ['checkout.sandbox.example.com'] } },
    } as unknown as ProgramFile;
    expect(inEnvironment(file, 'staging')).toMatchObject({ baseUrl: 'https://api.staging.example.com', checkoutHosts: ['checkout.sandbox.example.com'], receiptHosts: ['receipts.payments.example.com'] });
    expect(inEnvironment(file, undefined)).toBe(file);
    expect(() => inEnvironment({ ...file, environments: undefined } as ProgramFile, 'staging')).toThrow('PORTAL_ENVIRONMENT=staging: DUO has no environments (program.json "environments")');
  });
});
