#!/usr/bin/env node
/**
 * Scaffolds a new programme folder: `npm run new-program -- <CODE> "<Display name>"`.
 * The result builds as is (`npx nx build <CODE>`) with BISP's theme tokens and every feature off;
 * then edit program.json (flags, contacts, drug catalogue), theme.json, copy.en.json and the SVGs.
 * copy.es.json starts empty (Spanish overrides); program.es.json holds the Spanish of program.json's hours and drug alt texts.
 * Options: --dir <folder> writes elsewhere than programs/<CODE> (used by its test).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const customDir = dirFlag >= 0 ? resolve(args[dirFlag + 1]) : null;
const [code, displayName] = args.filter((_, index) => dirFlag < 0 || (index !== dirFlag && index !== dirFlag + 1));

if (!code || !/^[A-Z][A-Z0-9]{1,11}$/.test(code) || !displayName) {
  console.error('usage: npm run new-program -- <CODE> "<Display name>"   (CODE: 2-12 capital letters or digits)');
  process.exit(2);
}
const target = customDir ?? join(root, 'programs', code);
if (existsSync(join(target, 'program.json'))) {
  console.error(`${target} already holds a programme`);
  process.exit(1);
}
mkdirSync(join(target, 'assets'), { recursive: true });

const template = join(root, 'programs/BISP');
const bisp = JSON.parse(readFileSync(join(template, 'program.json'), 'utf8'));
const lower = code.toLowerCase();
const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
// A placeholder drawn with shapes only: a logo must never be SVG <text>, which each browser lays out
// with its own fonts (the programme check rejects it). The real logo replaces it, its words outlined
// with tools/scripts/outline-logo.mjs.
const logo = (fill, text) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img"><title>${escapeXml(displayName)}</title><rect x="2" y="6" width="28" height="28" rx="6" fill="${fill}"/><rect x="38" y="12" width="64" height="8" rx="4" fill="${text}"/><rect x="38" y="24" width="44" height="6" rx="3" fill="${text}" opacity="0.7"/></svg>\n`;

const program = {
  ...bisp,
  code,
  displayName,
  baseUrl: '',
  features: Object.fromEntries(Object.keys(bisp.features).map((flag) => [flag, { enabled: false }])),
  contacts: { ...bisp.contacts, serviceProvider: displayName },
};
writeFileSync(join(target, 'program.json'), `${JSON.stringify(program, null, 2)}\n`);
cpSync(join(template, 'theme.json'), join(target, 'theme.json'));
cpSync(join(template, 'assets', 'drug-inhalation-spray.svg'), join(target, 'assets', 'drug-inhalation-spray.svg'));
writeFileSync(join(target, 'assets/logo.svg'), logo('#08294a', '#08294a'));
writeFileSync(join(target, 'assets/logo-on-dark.svg'), logo('#ffffff', '#ffffff'));
// The base copy already names the programme ({programName}); overrides start empty, in each language.
writeFileSync(
  join(target, 'copy.en.json'),
  `${JSON.stringify({ $comment: 'Overrides of the base copy in libs/program-config/src/copy/en.ts. Only keys that exist there are allowed.' }, null, 2)}\n`,
);
writeFileSync(
  join(target, 'copy.es.json'),
  `${JSON.stringify({ $comment: 'Spanish overrides of the base copy in libs/program-config/src/copy/es.ts. Each override in copy.en.json needs its Spanish here.' }, null, 2)}\n`,
);
// The Spanish of program.json's patient-facing values (hours, drug alt texts): BISP's, as program.json's are.
cpSync(join(template, 'program.es.json'), join(target, 'program.es.json'));
writeFileSync(
  join(target, 'theme.css.ts'),
  `import { createProgramTheme } from '@portal/design-system/theme';\nimport tokens from './theme.json';\n\nexport const themeClass = createProgramTheme(tokens, '${lower}');\n`,
);
writeFileSync(join(target, 'package.json'), `${JSON.stringify({ name: `@portal/program-${lower}`, version: '0.0.0', private: true, type: 'module' })}\n`);
writeFileSync(
  join(target, 'project.json'),
  `${JSON.stringify(
    {
      name: code,
      projectType: 'application',
      tags: ['type:program'],
      implicitDependencies: ['portal'],
      targets: Object.fromEntries(
        ['serve', 'build', 'preview', 'e2e'].map((target) => [target, { executor: 'nx:run-commands', options: { command: `node tools/scripts/portal.mjs ${target} ${code}` } }]),
      ),
    },
    null,
    2,
  )}\n`,
);
console.log(`Created ${target}. Next: edit program.json (and program.es.json), theme.json, copy.en.json (and copy.es.json) and assets/, then \`npx nx serve ${code}\`.`);
