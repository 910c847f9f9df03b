import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgram } from '@portal/program-config/load';
import { productionProblemsOf } from '@portal/program-config/production';
import { readPortTable } from '@portal/program-config/ports';
import { addSignInTextRow } from './programFolder.mjs';
import { copyProgrammes } from './testWorkspace.ts';

const root = resolve(__dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'new-program-'));
const dir = join(scratch, 'ACME');
/** A workspace as a new engineer has it: the real programmes and their ports, in a scratch folder. */
const workspace = join(scratch, 'workspace');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generate = (...args: string[]) =>
  spawnSync(process.execPath, ['tools/generators/new-program.mjs', ...args], { cwd: root, encoding: 'utf8' });

describe('new-program generator', () => {
  let generated: SpawnSyncReturns<string>;
  beforeAll(() => {
    generated = generate('ACME', 'Acme Care', '--dir', dir);
    copyProgrammes(root, workspace, ['BISP', 'LUMA']);
  });

  it('creates a programme folder that passes validation with every feature off', () => {
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const loaded = loadProgram(dir, dir);
    expect(loaded.file.code).toBe('ACME');
    expect(loaded.file.displayName).toBe('Acme Care');
    // Its copy is the base copy in each language (which names the programme), and passes the translation check.
    expect(loaded.copy.landing.welcome).toBe('Welcome to {programName}');
    expect(loaded.translations.es!.copy.landing.welcome).toBe('Le damos la bienvenida a {programName}');
    expect(Object.values(loaded.file.features).every((flag) => !flag.enabled)).toBe(true);
  });

  it('writes empty overrides in each language (only their $comment), which pass the translation check', () => {
    expect(JSON.parse(readFileSync(join(dir, 'copy.es.json'), 'utf8'))).toEqual({
      $schema: '../../libs/program-config/schema/copy.es.schema.json',
      $comment: 'Spanish overrides of the base copy in libs/program-config/src/copy/es.ts. Each override in copy.en.json needs its Spanish here.',
    });
    expect(JSON.parse(readFileSync(join(dir, 'copy.en.json'), 'utf8')).$comment).toBe(
      'Overrides of the base copy in libs/program-config/src/copy/en.ts. Only keys that exist there are allowed.',
    );
  });

  it("copies no value of another programme unmarked: each one of its own, its logos and the template's drug, is a placeholder a production build refuses", () => {
    const file = readFileSync(join(dir, 'program.json'), 'utf8');
    for (const bispValue of ['GTM-BISPSTG', 'GTM-BISPPRD', 'G-BISP0001', 'portal.bisp.example', '5555550150', '5555550160', 'Patient Services Partner', 'checkout.payments.example.com', 'healthdyne.example.com', 'Monday-Friday 9:00 AM-6:00 PM ET']) {
      expect(file, bispValue).not.toContain(bispValue);
    }
    const refused = productionProblemsOf(dir, root).map((problem) => `${problem.file.split('/').pop()} ${problem.key}`);
    expect(refused).toEqual([
      'program.json contacts.programPhone',
      'program.json contacts.programHours',
      'program.json contacts.medicalInformationPhone',
      'program.json contacts.serviceProvider',
      'program.json checkoutHosts.0',
      'program.json receiptHosts.0',
      'program.json pharmacyLinks.amazon',
      'program.json pharmacyLinks.healthdyne',
      'program.json analytics.tagManagerId',
      'program.json analytics.productionTagManagerId',
      'program.json analytics.analyticsId',
      'program.json analytics.productionHost',
      // The template's drugs come along so the mock's prescriptions show a mark; their words and mark are marked.
      'program.json drugCatalogue.0.alt',
      'program.es.json contacts.programHours',
      'program.es.json drugAlts.0',
      'logo.svg assets.logo',
      'logo-on-dark.svg assets.logoOnDark',
      'drug-inhalation-spray.svg drugCatalogue.0.logo',
    ]);
  });

  it('names the JSON Schema of each file, so an editor completes and checks it', () => {
    for (const [file, schema] of Object.entries({ 'program.json': 'program', 'program.es.json': 'program-translation', 'theme.json': 'theme', 'copy.en.json': 'copy.en', 'copy.es.json': 'copy.es' })) {
      expect(JSON.parse(readFileSync(join(dir, file), 'utf8')).$schema, file).toBe(`../../libs/program-config/schema/${schema}.schema.json`);
    }
  });

  it('adds no npm workspace, so the lockfile stays in step and `npm ci` works after it', () => {
    expect(existsSync(join(dir, 'package.json'))).toBe(false);
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
    expect(workspaces.filter((glob) => glob.startsWith('programs'))).toEqual([]);
  });

  it('gives the new programme the lowest free port and moves no other programme (BISP stays on 4200)', () => {
    const before = readPortTable(workspace);
    // "AAA" sorts before every programme: ports once followed the sorted folder list.
    const result = generate('AAA', 'First Care', '--workspace', workspace);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('http://127.0.0.1:4202');
    expect(readPortTable(workspace)).toEqual({ ...before, AAA: 4202 });
    expect(readPortTable(workspace).BISP).toBe(4200);
  });

  it('takes a port from the command line, and refuses one already taken (writing nothing)', () => {
    expect(generate('ZED', 'Zed Care', '--workspace', workspace, '--port', '4250').status).toBe(0);
    expect(readPortTable(workspace).ZED).toBe(4250);

    const taken = generate('TAKEN', 'Taken Care', '--workspace', workspace, '--port', '4200');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("--port 4200: already BISP's; the lowest free one is 4203");
    expect(existsSync(join(workspace, 'programs/TAKEN'))).toBe(false);
    expect(readPortTable(workspace).TAKEN).toBeUndefined();

    const outside = generate('OUT', 'Out Care', '--workspace', workspace, '--port', '4300');
    expect(outside.status).toBe(1);
    expect(outside.stderr).toContain('not a port from 4200 to 4299');
  });

  it('--brand recolours the theme (one input, the rest derived) and the placeholder logos; the theme passes AA', () => {
    const pink = join(scratch, 'PINK');
    expect(generate('PINK', 'Pink Care', '--dir', pink, '--brand', '#C2185B').status).toBe(0);
    expect(JSON.parse(readFileSync(join(pink, 'theme.json'), 'utf8')).brand).toEqual({ primary: '#c2185b' });
    const loaded = loadProgram(pink, pink); // the build's own check, contrast included
    expect(loaded.theme.color.background.brand).toBe('#c2185b');
    expect(loaded.theme.color.button.secondaryForeground).toBe('#c2185b');
    expect(readFileSync(join(pink, 'assets/logo.svg'), 'utf8')).toContain('fill="#c2185b"');
    expect(readFileSync(join(pink, 'assets/logo-on-dark.svg'), 'utf8')).toContain('fill="#ffffff"');
  });

  it('refuses a brand colour whose theme would miss AA, naming the pair and a passing shade, and writes nothing', () => {
    const yellow = join(scratch, 'YELLOW');
    const result = generate('YELLOW', 'Yellow Care', '--dir', yellow, '--brand', '#f5c400');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/color\.background\.brand on color\.background\.surface: 1\.64:1, below AA 3:1 \(Ticked checkbox, chosen radio\); nearest passing shade of color\.background\.brand: #[0-9a-f]{6}/);
    expect(existsSync(yellow)).toBe(false);
  });

  it("adds the programme's row to the sign-in text table for its SMS sender, naming the host its program.json has", () => {
    const doc = join(workspace, 'docs/production-and-hosting.md');
    mkdirSync(join(workspace, 'docs'), { recursive: true });
    copyFileSync(join(root, 'docs/production-and-hosting.md'), doc);
    // The checkout's own rows, one per programme in programs/ (BISP's host, LUMA's none), stay as they are.
    const before = signInTextRows(doc);
    expect(before).toEqual(expect.arrayContaining(['| BISP | `portal.bisp.example` | `@portal.bisp.example #<code>` |', '| LUMA | none set | none until `analytics.productionHost` is set; then `@<that host> #<code>` |']));
    const result = generate('SMSX', 'Sms Care', '--workspace', workspace);
    expect(result.stderr).toBe('');
    // The generator's placeholder host, which a production build refuses, until the real one is set.
    const host = (JSON.parse(readFileSync(join(workspace, 'programs/SMSX/program.json'), 'utf8')) as { analytics: { productionHost: string } }).analytics.productionHost;
    expect(host).toMatch(/\.invalid$/);
    expect(signInTextRows(doc)).toEqual([...before, `| SMSX | \`${host}\` | \`@${host} #<code>\` |`]);

    // A programme without a host (the studio's export of a copy of LUMA) gets a row saying so; a second call adds nothing.
    cpSync(join(root, 'programs/LUMA'), join(workspace, 'programs/NOHOST'), { recursive: true });
    addSignInTextRow(workspace, 'NOHOST');
    addSignInTextRow(workspace, 'NOHOST');
    expect(signInTextRows(doc).slice(before.length + 1)).toEqual(['| NOHOST | none set | none until `analytics.productionHost` is set; then `@<that host> #<code>` |']);
    rmSync(join(workspace, 'programs/NOHOST'), { recursive: true });
    writeFileSync(doc, readFileSync(join(root, 'docs/production-and-hosting.md')));
  });

  it('refuses a code that is not capital letters or digits', () => {
    const result = generate('acme', 'Acme');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});

/** The rows of the sign-in text table (docs/production-and-hosting.md), below its header and rule. */
function signInTextRows(doc: string): string[] {
  const lines = readFileSync(doc, 'utf8').split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Programme | Production host'));
  const rows: string[] = [];
  for (let index = header + 2; lines[index]?.startsWith('|'); index += 1) rows.push(lines[index]!);
  return rows;
}
