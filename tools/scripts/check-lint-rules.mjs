#!/usr/bin/env node
/**
 * Proves the lint rules that guard the architecture and the patients actually fire: each fixture
 * under a `__fixtures__` folder names the rules it must break in an `// expect-lint:` header, and
 * this script fails if ESLint (with the project's own config) does not report every one of them.
 * The fixtures are ignored by the normal `eslint .` run.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const eslint = new ESLint({ ignore: false });
const files = (await import('node:fs')).globSync('{apps,libs,programs,tools}/**/__fixtures__/*.fixture{,.test,.css}.{ts,tsx}', { exclude: (path) => path.includes('node_modules') });

let passed = 0;
let failed = 0;
for (const file of files.sort()) {
  const header = readFileSync(file, 'utf8').match(/^\/\/ expect-lint: (.+)$/m);
  if (!header) {
    console.log(`FAIL ${file}: no "// expect-lint:" header`);
    failed += 1;
    continue;
  }
  const expected = header[1].split(',').map((rule) => rule.trim());
  const [result] = await eslint.lintFiles([file]);
  const reported = new Set(result.messages.map((message) => message.ruleId));
  for (const rule of expected) {
    if (reported.has(rule)) {
      passed += 1;
      console.log(`PASS ${file}: ${rule} fires`);
    } else {
      failed += 1;
      console.log(`FAIL ${file}: ${rule} did not fire (reported: ${[...reported].join(', ') || 'nothing'})`);
    }
  }
}
if (files.length === 0) {
  failed += 1;
  console.log('FAIL no lint fixtures found');
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
