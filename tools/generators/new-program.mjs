#!/usr/bin/env node
/**
 * Scaffolds a new programme folder: `npm run new-program -- <CODE> "<Display name>" [--brand <#colour>] [--port <n>]`.
 * The result builds as is in mock mode (`npx nx build <CODE>`) with every feature off and a theme
 * given by its brand colour alone (theme.json `brand.primary`, BISP's navy unless --brand; the other
 * tokens derive from it, libs/tokens/src/brand.ts), placeholder logos in that colour, and gets a dev port of its own in programs/ports.json (the lowest free one, or
 * --port); no other programme's port moves. Values that belong to one programme (phones, hours,
 * legal entity, checkout hosts, pharmacy links, analytics ids and production host) are written as
 * marked placeholders (libs/program-config/src/production.ts), which a production build refuses.
 * Then edit program.json (flags, contacts, drug catalogue), theme.json, copy.en.json and the SVGs.
 * copy.es.json starts empty (Spanish overrides); program.es.json holds the Spanish of program.json's hours and drug alt texts.
 * A programme folder is an Nx project, not an npm workspace: adding one leaves package-lock.json as
 * it is, so `npm ci` keeps working.
 * Options: --dir <folder> writes elsewhere than programs/<CODE> and takes no port (the smoke test's
 * temporary programme); --workspace <folder> is the workspace whose programs/ receives it (tests).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PLACEHOLDER } from '@portal/program-config/production';
import { deriveTheme, findContrastProblems } from '@portal/tokens';
import { markedPlaceholderImage, PROGRAM_CODE, scaffoldFiles } from '@portal/program-config/scaffold';
import { addPort, addSignInTextRow, choosePort } from './programFolder.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const usage = 'usage: npm run new-program -- <CODE> "<Display name>" [--brand <#colour>] [--port <n>]   (CODE: 2-12 capital letters or digits)';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' }, workspace: { type: 'string' }, port: { type: 'string' }, brand: { type: 'string' } } });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [code, displayName] = positionals;
const customDir = values.dir ? resolve(values.dir) : null;
const workspace = values.workspace ? resolve(values.workspace) : root;

if (!code || !PROGRAM_CODE.test(code) || !displayName || positionals.length > 2) {
  console.error(usage);
  process.exit(2);
}
const target = customDir ?? join(workspace, 'programs', code);
if (existsSync(join(target, 'program.json'))) {
  console.error(`${target} already holds a programme`);
  process.exit(1);
}

// The brand, proven before anything is written: a colour whose derived theme misses AA somewhere is
// refused with the pairs and the nearest passing shades (the build would refuse it the same way).
const template = join(root, 'programs/BISP');
const bispTheme = JSON.parse(readFileSync(join(template, 'theme.json'), 'utf8'));
const primary = (values.brand ?? bispTheme.color.background.brand).toLowerCase();
if (!/^#[0-9a-f]{6}$/.test(primary)) {
  console.error(`--brand ${values.brand}: give the brand colour as #rrggbb`);
  process.exit(2);
}
const theme = deriveTheme({ primary });
const contrastProblems = findContrastProblems(theme);
if (contrastProblems.length) {
  console.error(`--brand ${primary}: the theme it derives misses WCAG AA:\n${contrastProblems.map((problem) => `  - ${problem.path}: ${problem.message}`).join('\n')}`);
  process.exit(1);
}

// The port, decided before anything is written: a refused port leaves no half-made programme.
let port = null;
if (!customDir) {
  try {
    port = choosePort(workspace, code, values.port);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
mkdirSync(join(target, 'assets'), { recursive: true });

// Only the shape and the drug catalogue come from BISP; every value that is one programme's own is a placeholder.
const files = scaffoldFiles({
  code,
  displayName,
  primary,
  template: { program: JSON.parse(readFileSync(join(template, 'program.json'), 'utf8')), programEs: JSON.parse(readFileSync(join(template, 'program.es.json'), 'utf8')) },
  year: new Date().getFullYear(),
});
for (const [path, text] of Object.entries(files)) writeFileSync(join(target, path), text);
writeFileSync(join(target, 'assets', 'drug-inhalation-spray.svg'), markedPlaceholderImage(readFileSync(join(template, 'assets', 'drug-inhalation-spray.svg'), 'utf8')));
if (port !== null) {
  addPort(workspace, code, port);
  addSignInTextRow(workspace, code);
}
console.log(
  `Created ${target}${port ? ` (port ${port})` : ''}. Next: replace every ${PLACEHOLDER} value and 0000000000 phone in program.json and program.es.json ` +
    `(a production build refuses them), then edit theme.json, copy.en.json (and copy.es.json) and assets/; \`npx nx serve ${code}\`` +
    `${port ? ` serves it on http://127.0.0.1:${port}` : ''}.`,
);
