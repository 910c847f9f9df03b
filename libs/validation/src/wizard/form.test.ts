import { describe, expect, it } from 'vitest';
import {
  emptyInsuranceDetails,
  emptyWizardForm,
  genderOptionOf,
  genderOptions,
  genderPayloadValue,
  initialWizardForm,
  insuranceAnswer,
  joinAddress,
  restoreWizardDraft,
  splitAddress,
  withFieldValue,
  type WizardForm,
} from './form.ts';
import type { MissingInfoGroup, MissingInfoType } from './serverPayload.ts';
import { sampleCardOnServer, sampleCardText } from './testInsurance.ts';
import { usStateCode, usStates } from './usStates.ts';
import { itMapsEach } from '@portal/testing/table';

function group(infoType: MissingInfoType, values: Record<string, string | null>): MissingInfoGroup {
  return { infoType, saved: false, fieldArray: Object.entries(values).map(([key, value]) => ({ key, value, editable: true, required: true, possibleValues: [] })) };
}

const primaryValues = sampleCardOnServer('primaryInsurance', 'front.jpg', 'back.png');

describe('splitAddress / joinAddress (spec §3: split at the first comma; §2: joined by a comma)', () => {
  it.each([
    ['100 Example Street, Apt 4', '100 Example Street', 'Apt 4'],
    ['100 Example Street,Apt 4, Rear', '100 Example Street', 'Apt 4, Rear'],
    ['100 Example Street', '100 Example Street', ''],
    ['', '', ''],
    [' 1 Main St , ', '1 Main St', ''],
  ])('%j -> %j + %j', (street, address1, address2) => {
    expect(splitAddress(street)).toEqual({ address1, address2 });
  });

  it.each([
    ['100 Example Street', 'Apt 4', '100 Example Street, Apt 4'],
    ['100 Example Street', '', '100 Example Street'],
    [' 1 Main St ', '  ', '1 Main St'],
    ['', 'Apt 4', 'Apt 4'],
  ])('%j + %j -> %j', (address1, address2, street) => {
    expect(joinAddress({ address1, address2 })).toBe(street);
  });

  it('a split street joins back to itself', () => {
    expect(joinAddress(splitAddress('100 Example Street, Apt 4, Rear'))).toBe('100 Example Street, Apt 4, Rear');
  });
});

describe('gender (spec §2 select options, §3 payload values Male, Female, Other)', () => {
  it('offers Please select (empty), Male, Female, Intersex, Prefer not to say', () => {
    expect(genderOptions).toEqual(['', 'Male', 'Female', 'Intersex', 'Prefer not to say']);
  });

  // docs/decisions/0058: Intersex is the server's Other; Prefer not to say is no value, never a gender.
  itMapsEach(genderPayloadValue, '%j is posted as %j', [
    ['Male', 'Male'],
    ['Female', 'Female'],
    ['Intersex', 'Other'],
    ['Prefer not to say', null],
    ['', null],
  ]);

  itMapsEach(genderOptionOf, 'the payload value %j opens the select on %j', [
    ['Male', 'Male'],
    ['female', 'Female'],
    [' MALE ', 'Male'],
    ['Other', ''],
    ['', ''],
    ['Unknown', ''],
  ]);
});

describe('usStateCode (the state select lists the states, DC and the territories)', () => {
  it('lists 50 states, DC and 5 territories, each code once', () => {
    expect(usStates).toHaveLength(56);
    expect(new Set(usStates.map((state) => state.code)).size).toBe(56);
    expect(usStates.map((state) => state.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'IL', 'WY']));
  });

  itMapsEach(usStateCode, '%j -> %j', [
    ['IL', 'IL'],
    ['il', 'IL'],
    ['Illinois', 'IL'],
    [' puerto rico ', 'PR'],
    ['District of Columbia', 'DC'],
    ['ZZ', ''],
    ['Ontario', ''],
    ['', ''],
  ]);
});

describe('initialWizardForm (spec §3 Wizard form state, §4 Insurance state)', () => {
  it('is empty, with insurance unanswered, when the server sends no group', () => {
    expect(initialWizardForm({ missingInfoArray: [] })).toEqual(emptyWizardForm());
    expect(emptyWizardForm().insurance).toEqual({ hasInsurance: null, hasSecondaryInsurance: false, primary: emptyInsuranceDetails(), secondary: emptyInsuranceDetails() });
    expect(emptyInsuranceDetails()).toEqual({
      frontImage: '', backImage: '', insuranceProvider: '', healthPlanName: '', idNumber: '', typeOfCoverage: '',
      relationshipToPolicyholder: '', employerName: '', groupNumber: '', BIN: '', PCN: '',
    });
  });

  it('fills every field from the server values', () => {
    const form = initialWizardForm({
      missingInfoArray: [
        group('address', { address: '100 Example Street, Apt 4', city: 'Springfield ', state: 'Illinois', zipCode: '62701' }),
        group('phone', { phone: '5555550103' }),
        group('email', { email: 'sam@example.com' }),
        group('gender', { gender: 'Female' }),
        group('primaryInsurance', primaryValues),
        group('secondaryInsurance', { insuranceProvider: 'Second Co', insuranceIDNumber: 'S-1', 'secondaryInsurance-front': 's-front.heic' }),
      ],
    });
    expect(form).toEqual<WizardForm>({
      address: { address1: '100 Example Street', address2: 'Apt 4', city: 'Springfield', state: 'IL', zip: '62701' },
      phone: '5555550103',
      email: 'sam@example.com',
      gender: 'Female',
      insurance: {
        hasInsurance: true,
        hasSecondaryInsurance: true,
        primary: { frontImage: 'front.jpg', backImage: 'back.png', ...sampleCardText },
        // The simpler submit path's insuranceIDNumber is the ID number too (§3).
        secondary: { ...emptyInsuranceDetails(), insuranceProvider: 'Second Co', idNumber: 'S-1', frontImage: 's-front.heic' },
      },
    });
  });

  it('null values open as empty fields', () => {
    const form = initialWizardForm({ missingInfoArray: [group('address', { address: null, city: null, state: null, zipCode: null }), group('phone', { phone: null })] });
    expect(form.address).toEqual({ address1: '', address2: '', city: '', state: '', zip: '' });
    expect(form.phone).toBe('');
  });

  it.each<[string, MissingInfoType[], boolean | null, boolean]>([
    ['no insurance group: unanswered', ['address'], null, false],
    ['a primary group: yes', ['primaryInsurance'], true, false],
    ['primary and secondary groups: yes, with a secondary', ['primaryInsurance', 'secondaryInsurance'], true, true],
    ['a secondary group alone: still unanswered, secondary added', ['secondaryInsurance'], null, true],
  ])('%s', (_label, types, hasInsurance, hasSecondaryInsurance) => {
    const { insurance } = initialWizardForm({ missingInfoArray: types.map((type) => group(type, {})) });
    expect(insurance.hasInsurance).toBe(hasInsurance);
    expect(insurance.hasSecondaryInsurance).toBe(hasSecondaryInsurance);
  });

  it('prefers memberId over insuranceIDNumber when both carry a value', () => {
    const { insurance } = initialWizardForm({ missingInfoArray: [group('primaryInsurance', { insuranceIDNumber: 'OLD', memberId: 'NEW' })] });
    expect(insurance.primary.idNumber).toBe('NEW');
  });

  it('reads only its own card sides: a primary key in the secondary group is not the secondary card', () => {
    const { insurance } = initialWizardForm({ missingInfoArray: [group('secondaryInsurance', { 'primaryInsurance-front': 'p.jpg', 'secondaryInsurance-back': 's.jpg' })] });
    expect(insurance.secondary).toMatchObject({ frontImage: '', backImage: 's.jpg' });
  });
});

describe('withFieldValue', () => {
  it.each([
    ['address.address1', (form: WizardForm) => form.address.address1],
    ['address.zip', (form: WizardForm) => form.address.zip],
    ['phone', (form: WizardForm) => form.phone],
    ['email', (form: WizardForm) => form.email],
    ['insurance.primary.BIN', (form: WizardForm) => form.insurance.primary.BIN],
    ['insurance.secondary.employerName', (form: WizardForm) => form.insurance.secondary.employerName],
  ] as const)('sets %s and nothing else, on a copy', (field, read) => {
    const before = emptyWizardForm();
    const after = withFieldValue(before, field, 'X');
    expect(read(after)).toBe('X');
    expect(before).toEqual(emptyWizardForm());
    expect(withFieldValue(after, field, '')).toEqual(emptyWizardForm());
  });
});

describe('restoreWizardDraft (files do not survive a reload)', () => {
  const fromServer: WizardForm = { ...emptyWizardForm(), insurance: { ...emptyWizardForm().insurance, hasInsurance: true, primary: { ...emptyInsuranceDetails(), frontImage: 'on-file.jpg' } } };

  it('keeps what was typed and the card sides the server has', () => {
    const draft: WizardForm = { ...fromServer, phone: '5551234567', insurance: { ...fromServer.insurance, primary: { ...fromServer.insurance.primary, BIN: '1' } } };
    expect(restoreWizardDraft(draft, fromServer)).toEqual({ form: draft, cardImagesDropped: false });
  });

  it.each([
    ['primary', 'frontImage', 'on-file.jpg'],
    ['primary', 'backImage', ''],
    ['secondary', 'frontImage', ''],
    ['secondary', 'backImage', ''],
  ] as const)('a new %s %s goes back to what the server has, and says so', (set, side, onServer) => {
    const draft: WizardForm = { ...fromServer, insurance: { ...fromServer.insurance, hasSecondaryInsurance: true, [set]: { ...fromServer.insurance[set], [side]: 'new-photo.jpg' } } };
    const { form, cardImagesDropped } = restoreWizardDraft(draft, fromServer);
    expect(form.insurance[set][side]).toBe(onServer);
    expect(form.insurance.hasSecondaryInsurance).toBe(true);
    expect(cardImagesDropped).toBe(true);
  });

  it('a side the patient removed stays removed', () => {
    const draft: WizardForm = { ...fromServer, insurance: { ...fromServer.insurance, primary: { ...fromServer.insurance.primary, frontImage: '' } } };
    expect(restoreWizardDraft(draft, fromServer)).toEqual({ form: draft, cardImagesDropped: false });
  });
});

describe('insuranceAnswer', () => {
  it.each([
    [null, 'unanswered'],
    [true, 'yes'],
    [false, 'no'],
  ] as const)('hasInsurance %s -> %s', (hasInsurance, answer) => {
    expect(insuranceAnswer({ hasInsurance })).toBe(answer);
  });
});
