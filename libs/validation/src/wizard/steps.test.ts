import { describe, expect, it } from 'vitest';
import type { MissingInfoGroup, MissingInfoType } from './serverPayload.ts';
import { isWizardStep, stepsFor } from './steps.ts';
import { itMapsEach } from '@portal/testing/table';

const group = (infoType: MissingInfoType, required = true): MissingInfoGroup => ({
  infoType,
  saved: false,
  fieldArray: [
    { key: 'a', value: null, editable: true, required: false, possibleValues: [] },
    { key: 'b', value: null, editable: true, required, possibleValues: [] },
  ],
});

describe('stepsFor (spec §2: only a group with at least one required field gets a step)', () => {
  it.each<[string, MissingInfoGroup[], string[]]>([
    ['address only', [group('address')], ['address']],
    ['all six groups', [group('secondaryInsurance'), group('gender'), group('primaryInsurance'), group('email'), group('phone'), group('address')], ['address', 'phone', 'email', 'gender', 'insurance']],
    ['primary insurance only', [group('primaryInsurance')], ['insurance']],
    ['secondary insurance only', [group('secondaryInsurance')], ['insurance']],
    ['no group', [], []],
    ['groups without a required field', [group('address', false), group('phone', false), group('primaryInsurance', false)], []],
    ['address and gender, insurance not required', [group('gender'), group('primaryInsurance', false), group('address')], ['address', 'gender']],
    ['a required secondary with an optional primary', [group('primaryInsurance', false), group('secondaryInsurance')], ['insurance']],
    ['a group with no fields', [{ infoType: 'email', saved: false, fieldArray: [] }], []],
  ])('%s', (_label, groups, steps) => {
    expect(stepsFor(groups)).toEqual(steps);
  });
});

describe('isWizardStep', () => {
  itMapsEach(isWizardStep, '%s -> %s', [
    ['address', true],
    ['insurance', true],
    ['primaryInsurance', false],
    ['review', false],
    ['start', false],
    [undefined, false],
  ]);
});
