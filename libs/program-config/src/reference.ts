/**
 * The field reference of `program.json` in docs/adding-a-programme.md, rendered from the zod
 * schema (libs/program-config/src/schema.ts), the one source of truth: every field's path, type,
 * whether it is required, the values it allows and its `.describe()` text. The schema goes through
 * zod's own `z.toJSONSchema` (input side: what a programme file may hold), so what the table says a
 * field allows is what the validation checks. A refinement (a rule written as code, e.g. `baseUrl`'s)
 * cannot be said in JSON Schema: the table marks the field, and its description states the rule.
 *
 * `npm run program-reference` writes it between the markers below; program-reference.test.ts
 * fails when that copy is out of date.
 */
import { z } from 'zod';
import { programFileSchema } from './schema.ts';

export const REFERENCE_START = '<!-- program-reference:start -->';
export const REFERENCE_END = '<!-- program-reference:end -->';
export const REGENERATE_COMMAND = 'npm run program-reference';

/** The part of JSON Schema that zod writes for this schema. */
export interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  /** Set here: the field has a rule written as code (`.refine`), which JSON Schema cannot express. */
  'x-refined'?: boolean;
  /** Set here: the URL schemes a `z.url({ protocol })` allows (JSON Schema keeps only `format: uri`). */
  'x-protocol'?: string;
}

export interface ReferenceRow {
  /** `contacts.programPhone`; `[]` stands for each entry of an array: `drugCatalogue[].logo`. */
  path: string;
  type: string;
  /** Required within its parent: an optional parent may be left out whole. */
  required: boolean;
  allowed: string;
  description: string;
}

export function programFileJsonSchema(): JsonSchema {
  return z.toJSONSchema(programFileSchema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { checks?: { _zod: { def: { check: string } } }[]; protocol?: RegExp };
      if (def.checks?.some((check) => check._zod.def.check === 'custom')) jsonSchema['x-refined'] = true;
      if (def.protocol) jsonSchema['x-protocol'] = def.protocol.source;
    },
  }) as JsonSchema;
}

const code = (text: string) => `\`${text}\``;

function typeOf(node: JsonSchema): string {
  if (node.type === 'array') return node.items?.type ? `array of ${node.items.type}s` : 'array';
  return node.type ?? 'any';
}

function allowedOf(node: JsonSchema): string {
  if (node.enum) return node.enum.map((value) => code(JSON.stringify(value))).join(', ');
  if (node.const !== undefined) return code(JSON.stringify(node.const));
  const parts: string[] = [];
  switch (node.type) {
    case 'boolean':
      parts.push('`true`, `false`');
      break;
    case 'string':
      if (node.pattern) parts.push(`matches ${code(node.pattern)}`);
      if (node.format === 'uri') parts.push(node['x-protocol'] ? `a URL, its scheme matching ${code(node['x-protocol'])}` : 'a URL');
      else if (node.format) parts.push(`format ${node.format}`);
      if (node.minLength === 1 && node.maxLength === undefined) parts.push('not empty');
      else if (node.minLength !== undefined || node.maxLength !== undefined) parts.push(`${node.minLength ?? 0} to ${node.maxLength ?? '∞'} characters`);
      if (parts.length === 0 && !node['x-refined']) parts.push('any text');
      break;
    case 'integer':
    case 'number': {
      const kind = node.type === 'integer' ? 'a whole number' : 'a number';
      if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`${kind} from ${node.minimum} to ${node.maximum}`);
      else if (node.minimum !== undefined) parts.push(`${kind} ≥ ${node.minimum}`);
      else if (node.maximum !== undefined) parts.push(`${kind} ≤ ${node.maximum}`);
      else parts.push(kind);
      break;
    }
    case 'array':
      if (node.minItems !== undefined) parts.push(`at least ${node.minItems} ${node.minItems === 1 ? 'entry' : 'entries'}`);
      if (node.maxItems !== undefined) parts.push(`at most ${node.maxItems}`);
      if (node.items?.type !== 'object' && node.items) parts.push('each as below');
      break;
    case 'object':
      if (node.additionalProperties === false) parts.push('only the keys below');
      break;
  }
  if (node['x-refined']) parts.push('a rule in code: see the description');
  return parts.join('; ');
}

/** Every field of the schema, depth first in the schema's order. An array of objects lists its entries' fields. */
export function referenceRows(schema: JsonSchema = programFileJsonSchema()): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const fields = (node: JsonSchema, prefix: string) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) field(child, `${prefix}${key}`, node.required?.includes(key) ?? false);
  };
  const field = (node: JsonSchema, path: string, required: boolean) => {
    rows.push({ path, type: typeOf(node), required, allowed: allowedOf(node), description: node.description ?? '' });
    if (node.type === 'object') fields(node, `${path}.`);
    if (node.type === 'array' && node.items) {
      if (node.items.type === 'object') fields(node.items, `${path}[].`);
      else field(node.items, `${path}[]`, true);
    }
  };
  fields(schema, '');
  return rows;
}

/** A table cell: no line breaks, pipes escaped (GFM splits cells on them, even inside code). */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** The Markdown that goes between the markers. */
export function renderProgramReference(schema: JsonSchema = programFileJsonSchema()): string {
  const rows = referenceRows(schema);
  return [
    `<!-- Generated from libs/program-config/src/schema.ts by \`${REGENERATE_COMMAND}\`: change the schema and its descriptions, not this table. -->`,
    '',
    ...(schema.description ? [cell(schema.description), ''] : []),
    'Required means required within its parent; an optional parent may be left out whole. `[]` stands for each entry of a list.',
    '',
    '| Field | Type | Required | Allowed values | Description |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${[code(row.path), row.type, row.required ? 'yes' : 'no', row.allowed, row.description].map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The text between the markers (without the line breaks next to them); throws when they are missing. */
export function referenceBlock(readme: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error(`docs/adding-a-programme.md has no ${REFERENCE_START} … ${REFERENCE_END} block`);
  return readme.slice(start + REFERENCE_START.length, end).replace(/^\n/, '').replace(/\n$/, '');
}

/** README.md with `block` between the markers; everything else as it was. */
export function withReferenceBlock(readme: string, block: string): string {
  referenceBlock(readme);
  const start = readme.indexOf(REFERENCE_START) + REFERENCE_START.length;
  const end = readme.indexOf(REFERENCE_END);
  return `${readme.slice(0, start)}\n${block}\n${readme.slice(end)}`;
}
