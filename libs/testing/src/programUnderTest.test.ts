// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testedProgrammeFor } from './programUnderTest.ts';

type Flags = Partial<Record<'payment' | 'missingInformation' | 'US_only_phone', boolean>>;
const programme = (code: string, flags: Flags) => ({ code, feature: (name: string) => flags[name as keyof Flags] ?? false });

const BISP = programme('BISP', { payment: true, US_only_phone: true });
const LUMA = programme('LUMA', { missingInformation: true });
const ACME = programme('ACME', { payment: true, US_only_phone: true });
const ZED = programme('ZED', { missingInformation: true, US_only_phone: true });
const all = [LUMA, BISP, ZED, ACME];

describe('testedProgrammeFor: where a rule that depends on some flags runs', () => {
  it('a rule of no flag runs once, in the first programme by code', () => {
    expect(all.map((program) => testedProgrammeFor(program, [], all))).toEqual(['ACME', 'ACME', 'ACME', 'ACME']);
  });

  it('a rule of one flag runs once per value of it: programmes that share the value share the run', () => {
    expect(all.map((program) => testedProgrammeFor(program, ['payment'], all))).toEqual(['LUMA', 'ACME', 'LUMA', 'ACME']);
  });

  it('a rule of two flags runs once per combination of their values', () => {
    expect(all.map((program) => testedProgrammeFor(program, ['payment', 'US_only_phone'], all))).toEqual(['LUMA', 'ACME', 'ZED', 'ACME']);
  });

  it('a programme outside the folder (one just generated) runs the rule itself', () => {
    expect(testedProgrammeFor(programme('NEW', { payment: true, US_only_phone: true }), [], all)).toBe('NEW');
  });
});
