import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { programSchemaFiles, SCHEMA_DIR, SCHEMA_OF, schemaRef } from './programSchemas.ts';

const root = resolve(__dirname, '../..');
const programmes = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemas = Object.fromEntries(Object.entries(programSchemaFiles()).map(([name, text]) => [name, JSON.parse(text) as object]));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validator = (file: string) => ajv.getSchema(SCHEMA_OF[file]!) ?? ajv.compile({ ...schemas[SCHEMA_OF[file]!]!, $id: SCHEMA_OF[file] });
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** Every property of a schema that has none of its own description, as dotted paths. */
function undescribed(schema: Record<string, unknown>, path = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([key, child]) => {
    const here = path ? `${path}.${key}` : key;
    const own = typeof child.description === 'string' && child.description.length > 0 ? [] : [here];
    const items = (child.items ?? null) as Record<string, unknown> | null;
    return [...own, ...undescribed(child, here), ...(items ? undescribed(items, `${here}[]`) : [])];
  });
}

describe('the JSON Schemas of a programme folder', () => {
  it(`are up to date in ${SCHEMA_DIR} (npm run program-reference writes them)`, () => {
    for (const [name, text] of Object.entries(programSchemaFiles())) expect(readFileSync(join(root, SCHEMA_DIR, name), 'utf8'), name).toBe(text);
  });

  it('describe every key', () => {
    for (const [name, schema] of Object.entries(schemas)) expect(undescribed(schema as Record<string, unknown>), name).toEqual([]);
  });

  it.each(programmes)("%s's files name their schema and pass it", (code) => {
    for (const file of Object.keys(SCHEMA_OF)) {
      const json = readJson(join(root, 'programs', code, file));
      expect(json.$schema, `${code}/${file}`).toBe(schemaRef(SCHEMA_OF[file]!));
      const validate = validator(file);
      expect(validate(json) ? [] : validate.errors, `${code}/${file}`).toEqual([]);
    }
  });

  it('refuse a token of the wrong type as it is typed, as the build does', () => {
    const validateTheme = validator('theme.json');
    expect(validateTheme({ brand: { primary: '#c2185b' }, radius: { standard: 'lots' }, color: { border: { standard: 'blue-ish' } } })).toBe(false);
    expect(validateTheme.errors).toContainEqual(expect.objectContaining({ instancePath: '/radius/standard', keyword: 'pattern' }));
    expect(validateTheme.errors).toContainEqual(expect.objectContaining({ instancePath: '/color/border/standard', keyword: 'pattern' }));
    expect(validateTheme({ brand: { primary: '#c2185b' }, radius: { standard: '0.5rem' } })).toBe(true);
  });

  it('refuse an unknown key with its path, as the build does', () => {
    const program = readJson(join(root, 'programs/BISP/program.json'));
    const validateProgram = validator('program.json');
    expect(validateProgram({ ...program, contact: {} })).toBe(false);
    expect(validateProgram.errors).toContainEqual(expect.objectContaining({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'contact' } }));

    const validateTheme = validator('theme.json');
    expect(validateTheme({ brand: { primary: '#c2185b' }, color: { status: { complete: '#000000' } } })).toBe(false);
    expect(validateTheme.errors).toContainEqual(expect.objectContaining({ instancePath: '/color/status', params: { additionalProperty: 'complete' } }));
    // The brand form needs no other token; without it, every token group is required.
    expect(validateTheme({ brand: { primary: '#c2185b' } })).toBe(true);
    expect(validateTheme({ color: {} })).toBe(false);

    const validateCopy = validator('copy.en.json');
    expect(validateCopy({ landing: { welcom: 'Hi' } })).toBe(false);
    expect(validateCopy.errors).toContainEqual(expect.objectContaining({ instancePath: '/landing', params: { additionalProperty: 'welcom' } }));
    expect(validateCopy({ landing: { welcome: 'Welcome to Acme' } })).toBe(true);
  });
});
