// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_URL_RULE, apiBaseUrlProblem } from '@portal/program-config/api-base-url';
import { programFileSchema } from '@portal/program-config/schema';
import { settingsFromEnv } from '../../apps/portal/build/preset.ts';

const root = resolve(__dirname, '../..');

describe('building a programme whose folder has a bad field', () => {
  it('fails the build with a message naming the file and the field', () => {
    const result = spawnSync(process.execPath, ['tools/scripts/portal.mjs', 'build', 'BISP'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        PORTAL_PROGRAM_DIR: 'libs/program-config/src/__fixtures__/broken-program',
        PORTAL_OUT_DIR: 'broken-program-must-not-exist',
      },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('libs/program-config/src/__fixtures__/broken-program/program.json');
    expect(output).toContain('features.payment.enabled');
  });
});

describe('the API base URL of a build (PORTAL_API_BASE_URL)', () => {
  const settings = (url: string) => () => settingsFromEnv({ PORTAL_PROGRAM: 'BISP', PORTAL_API_BASE_URL: url });

  it('takes https anywhere, and plain http on a loopback host with any port (the contract sandbox)', () => {
    for (const url of ['https://api.example.com', 'https://api.example.com:8443/base', 'http://127.0.0.1:4500', 'http://localhost:4500', 'http://[::1]:4500', 'http://127.0.0.1']) {
      expect(settings(url)()).toMatchObject({ apiBaseUrl: url, mock: false });
    }
    expect(settings('')()).toMatchObject({ apiBaseUrl: '', mock: true });
  });

  it('refuses plain http off this machine, a look-alike of a loopback host, and anything not a URL, saying what is allowed', () => {
    for (const url of ['http://api.example.com', 'http://127.0.0.1.example.com:4500', 'http://localhost.example.com', 'http://10.0.0.5:4500', 'ftp://127.0.0.1', 'api.example.com']) {
      expect(settings(url)).toThrow(/^PORTAL_API_BASE_URL must be empty \(mock mode\), an https:\/\/ URL, or an http:\/\/ URL on a loopback host \(127\.0\.0\.1, localhost or \[::1\], any port\)/);
    }
    expect(settings('http://api.example.com')).toThrow('plain http is allowed only on this machine');
  });

  it('holds program.json’s baseUrl to the same rule', () => {
    expect(apiBaseUrlProblem('http://localhost:4500')).toBeNull();
    expect(programFileSchema.shape.baseUrl.safeParse('http://127.0.0.1:4500').success).toBe(true);
    const refused = programFileSchema.shape.baseUrl.safeParse('http://api.example.com');
    expect(refused.success ? '' : refused.error.issues[0]?.message).toBe(API_BASE_URL_RULE);
  });
});

describe('the API timeout of a build (PORTAL_API_TIMEOUT_MS)', () => {
  it('is the client’s 30 s unless set; a test build against the sandbox shortens it', () => {
    expect(settingsFromEnv({ PORTAL_PROGRAM: 'BISP' }).apiTimeoutMs).toBe(30_000);
    expect(settingsFromEnv({ PORTAL_PROGRAM: 'BISP', PORTAL_API_TIMEOUT_MS: '3000' }).apiTimeoutMs).toBe(3000);
    for (const bad of ['0', '-5', 'soon']) expect(settingsFromEnv({ PORTAL_PROGRAM: 'BISP', PORTAL_API_TIMEOUT_MS: bad }).apiTimeoutMs).toBe(30_000);
  });
});

describe('a programme deployed more than once (program.json environments, PORTAL_ENVIRONMENT)', () => {
  /** BISP's folder as another programme's, with its own values and two deployments. */
  const dir = (() => {
    const folder = join(mkdtempSync(join(tmpdir(), 'environments-')), 'DUO');
    cpSync(join(root, 'programs/BISP'), folder, { recursive: true });
    const program = JSON.parse(readFileSync(join(folder, 'program.json'), 'utf8'));
    delete program.analytics;
    writeFileSync(
      join(folder, 'program.json'),
      JSON.stringify({
        ...program,
        code: 'DUO',
        contacts: { ...program.contacts, programPhone: '5555550990', medicalInformationPhone: '5555550991' },
        environments: {
          staging: { baseUrl: 'https://api.staging.duo.example', host: 'staging.duo.example', checkoutHosts: ['checkout.sandbox.payments.example.com'] },
          production: { baseUrl: 'https://api.duo.example', host: 'portal.duo.example' },
        },
      }),
    );
    return folder;
  })();
  afterAll(() => rmSync(dirname(dir), { recursive: true, force: true }));
  const settings = (environment?: string) => settingsFromEnv({ PORTAL_PROGRAM: 'DUO', PORTAL_PROGRAM_DIR: dir, ...(environment ? { PORTAL_ENVIRONMENT: environment } : {}) });

  it("builds each environment against its own API, and without one in mock mode", () => {
    expect(settings('staging')).toMatchObject({ apiBaseUrl: 'https://api.staging.duo.example', environment: 'staging', mock: false });
    expect(settings('production')).toMatchObject({ apiBaseUrl: 'https://api.duo.example', mock: false });
    expect(settings()).toMatchObject({ apiBaseUrl: '', mock: true });
  });

  it('refuses an environment the programme does not have, naming those it has', () => {
    expect(() => settings('prod')).toThrow('PORTAL_ENVIRONMENT=prod: DUO has the environments staging, production (program.json "environments")');
  });
});
