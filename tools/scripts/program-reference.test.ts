import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureNames } from '@portal/program-config/features';
import { programFileSchema } from '@portal/program-config/schema';
import {
  REFERENCE_END,
  REFERENCE_START,
  REGENERATE_COMMAND,
  referenceBlock,
  referenceRows,
  renderProgramReference,
  withReferenceBlock,
} from '@portal/program-config/reference';

const root = resolve(__dirname, '../..');
const readme = readFileSync(join(root, 'docs/adding-a-programme.md'), 'utf8');

describe("docs/adding-a-programme.md's program.json reference", () => {
  it('is the one the schema renders today', () => {
    expect(
      referenceBlock(readme),
      `docs/adding-a-programme.md's program.json reference ("Add a programme") is out of date with libs/program-config/src/schema.ts: run \`${REGENERATE_COMMAND}\` and commit docs/adding-a-programme.md`,
    ).toBe(renderProgramReference());
  });

  it('gives every field a description, written in the schema with .describe()', () => {
    const undescribed = referenceRows().filter((row) => row.description.trim() === '').map((row) => row.path);
    expect(undescribed, 'fields of libs/program-config/src/schema.ts without .describe()').toEqual([]);
  });

  it('lists every field, nested ones and list entries included, with whether it is required', () => {
    const rows = new Map(referenceRows().map((row) => [row.path, row]));
    for (const key of Object.keys(programFileSchema.shape)) expect(rows.has(key), key).toBe(true);
    for (const name of featureNames) expect(rows.get(`features.${name}.enabled`)?.required, name).toBe(true);
    expect(rows.get('contacts.programPhone')).toMatchObject({ type: 'string', required: true, allowed: 'matches `^\\d{10}$`' });
    expect(rows.get('contacts.contactUsHours')?.required).toBe(false);
    expect(rows.get('copyrightYear')?.allowed).toBe('a whole number from 2000 to 2100');
    expect(rows.get('drugCatalogue')).toMatchObject({ type: 'array of objects', allowed: 'at least 1 entry' });
    expect(rows.get('drugCatalogue[].ndc_code')?.required).toBe(true);
    expect(rows.get('checkoutHosts[]')?.type).toBe('string');
    // A rule written as code (a refinement) is marked, since JSON Schema cannot say it.
    expect(rows.get('baseUrl')?.allowed).toBe('a rule in code: see the description');
    expect(rows.get('pharmacyLinks.amazon')?.allowed).toBe('a URL, its scheme matching `^https$`');
  });

  it('escapes the pipes of a table cell', () => {
    const table = renderProgramReference();
    expect(table).toContain('(svg\\|png\\|webp\\|jpg)');
    for (const line of table.split('\n').filter((text) => text.startsWith('| `'))) {
      expect(line.split(/(?<!\\)\|/).length, line).toBe(7);
    }
  });

  it('replaces only the text between the markers, and refuses a README without them', () => {
    const before = `# Title\n\nintro\n${REFERENCE_START}\nold table\n${REFERENCE_END}\n\nafter\n`;
    expect(withReferenceBlock(before, 'new table')).toBe(`# Title\n\nintro\n${REFERENCE_START}\nnew table\n${REFERENCE_END}\n\nafter\n`);
    expect(referenceBlock(withReferenceBlock(before, 'new table'))).toBe('new table');
    expect(() => withReferenceBlock('# no markers\n', 'table')).toThrow(REFERENCE_START);
  });
});
