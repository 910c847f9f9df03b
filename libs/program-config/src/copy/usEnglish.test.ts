import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseLegal } from '../legal/en.ts';
import { loadProgram } from '../load.ts';
import { baseCopy } from './en.ts';

/**
 * The patients are in the US: the English a patient reads is US English. "programme" (British) is
 * what this codebase calls a white-label programme in its comments, never a word on screen: the
 * patient's word is "program". Held for the base copy, the legal texts and every programme's
 * merged English copy and program.json texts.
 */
const root = resolve(__dirname, '../../../..');
const codes = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every string in a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const british = (value: unknown) => strings(value).filter(([, text]) => /\bprogrammes?\b/i.test(text));

describe('US English on screen', () => {
  it('the base copy and legal texts say "program", never "programme"', () => {
    expect(british(baseCopy)).toEqual([]);
    expect(british(baseLegal)).toEqual([]);
    expect(baseCopy.verification.residencyTooltip).toBe('The program is only available to US residents.');
    expect(baseCopy.pharmacyInfo.truepillHeader).toBe("The manufacturer's direct program");
  });

  it.each(codes)('%s: its English copy, legal texts and program.json texts say "program"', (code) => {
    const program = loadProgram(join(root, 'programs', code), root);
    expect(british(program.copy)).toEqual([]);
    expect(british(program.legal)).toEqual([]);
    expect(british(program.file.contacts)).toEqual([]);
  });
});
