// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyInsuranceDetails, initialWizardForm, type InsuranceDetails, type WizardForm } from './form.ts';
import {
  cardImagePart,
  cardImagesToSend,
  cloneInsuranceGroup,
  toMissingInformationFormData,
  toMissingInformationPayload,
  type CardImageFile,
  type CardImageFiles,
} from './payload.ts';
import { groupOf, type MissingInfoGroup, type MissingInfoType, type MissingInformationData } from './serverPayload.ts';
import { stepsFor, type WizardStep } from './steps.ts';
import { sampleCardOnServer, sampleCardText } from './testInsurance.ts';

const insuranceKeys = (prefix: string) => ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', `${prefix}-front`, `${prefix}-back`];
const groupKeys: Record<MissingInfoType, string[]> = {
  address: ['address', 'city', 'state', 'zipCode'],
  phone: ['phone'],
  email: ['email'],
  gender: ['gender'],
  primaryInsurance: insuranceKeys('primaryInsurance'),
  secondaryInsurance: insuranceKeys('secondaryInsurance'),
};

function group(infoType: MissingInfoType, { required = true, values = {} as Record<string, string> } = {}): MissingInfoGroup {
  return {
    infoType,
    saved: false,
    fieldArray: groupKeys[infoType].map((key) => ({ key, value: values[key] ?? null, editable: key !== 'bin', required, possibleValues: key === 'gender' ? ['Male', 'Female', 'Other'] : [] })),
  };
}

const server = (...groups: MissingInfoGroup[]): MissingInformationData => ({ active: true, uninsured: false, Open_Task: true, missingInfoArray: groups });

const card: InsuranceDetails = { frontImage: 'front.jpg', backImage: 'back.heic', ...sampleCardText };

function answered(missing: MissingInformationData, patch: Partial<WizardForm> = {}, insurance: Partial<WizardForm['insurance']> = {}): WizardForm {
  const form = initialWizardForm(missing);
  return { ...form, ...patch, insurance: { ...form.insurance, ...insurance } };
}

const valuesOf = (group: MissingInfoGroup | undefined) => Object.fromEntries(group?.fieldArray.map((field) => [field.key, field.value]) ?? []);

describe('toMissingInformationPayload (spec §4 Insurance submit)', () => {
  it('fills the address, phone, e-mail and gender groups with the entered values and marks them saved', () => {
    const missing = server(group('address'), group('phone'), group('email'), group('gender'));
    const form = answered(missing, {
      address: { address1: ' 1 Main St ', address2: 'Apt 2', city: 'Failtown', state: 'IL', zip: '62701' },
      phone: '(555) 123-4567',
      email: 'sam@example.com',
      gender: 'Prefer not to say',
    });
    const payload = toMissingInformationPayload(missing, form, stepsFor(missing.missingInfoArray));
    expect(payload.missingInfoArray.map((each) => [each.infoType, each.saved])).toEqual([['address', true], ['phone', true], ['email', true], ['gender', true]]);
    expect(valuesOf(groupOf(payload, 'address'))).toEqual({ address: '1 Main St, Apt 2', city: 'Failtown', state: 'IL', zipCode: '62701' });
    expect(valuesOf(groupOf(payload, 'phone'))).toEqual({ phone: '(555) 123-4567' });
    expect(valuesOf(groupOf(payload, 'email'))).toEqual({ email: 'sam@example.com' });
    // Declined, not a gender: no value, and the group saved (docs/decisions/0058).
    expect(valuesOf(groupOf(payload, 'gender'))).toEqual({ gender: null });
    // Everything else about a field is the server's.
    expect(groupOf(payload, 'gender')?.fieldArray[0]).toMatchObject({ editable: true, required: true, possibleValues: ['Male', 'Female', 'Other'] });
    expect(missing.missingInfoArray.every((each) => !each.saved)).toBe(true);
  });

  it('sends an empty entry as null and keeps active and Open_Task', () => {
    const missing = { ...server(group('address', { values: { address: 'old' } })), active: false, Open_Task: false };
    const payload = toMissingInformationPayload(missing, answered(missing, { address: { address1: '', address2: '', city: 'X', state: '', zip: '' } }), ['address']);
    expect(valuesOf(groupOf(payload, 'address'))).toEqual({ address: null, city: 'X', state: null, zipCode: null });
    expect(payload).toMatchObject({ active: false, Open_Task: false });
  });

  it('leaves a group without a step (no required field) as the server sent it', () => {
    const optionalGender = group('gender', { required: false, values: { gender: 'Other' } });
    const missing = server(group('address'), optionalGender);
    const payload = toMissingInformationPayload(missing, answered(missing, { address: { address1: '1 Main St', address2: '', city: 'X', state: 'IL', zip: '62701' } }), stepsFor(missing.missingInfoArray));
    expect(groupOf(payload, 'gender')).toBe(optionalGender);
    expect(groupOf(payload, 'address')?.saved).toBe(true);
  });

  it.each<[string, boolean | null, boolean]>([
    ['yes', true, false],
    ['no', false, true],
  ])('uninsured is the opposite of hasInsurance (%s)', (_label, hasInsurance, uninsured) => {
    const missing = server(group('primaryInsurance'));
    expect(toMissingInformationPayload(missing, answered(missing, {}, { hasInsurance, primary: card }), ['insurance']).uninsured).toBe(uninsured);
  });

  it("keeps the server's uninsured when the patient was not asked about insurance", () => {
    const missing = { ...server(group('address'), group('primaryInsurance', { required: false })), uninsured: true };
    const form = answered(missing, { address: { address1: '1 Main St', address2: '', city: 'X', state: 'IL', zip: '62701' } });
    const payload = toMissingInformationPayload(missing, form, stepsFor(missing.missingInfoArray));
    expect(payload.uninsured).toBe(true);
    expect(groupOf(payload, 'primaryInsurance')).toBe(missing.missingInfoArray[1]);
  });

  it('fills the primary with the entered values and the card file names, and marks it saved', () => {
    const missing = server(group('primaryInsurance'));
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { primary: card }), ['insurance']);
    expect(groupOf(payload, 'primaryInsurance')?.saved).toBe(true);
    expect(valuesOf(groupOf(payload, 'primaryInsurance'))).toEqual(sampleCardOnServer('primaryInsurance', 'front.jpg', 'back.heic'));
    expect(payload.missingInfoArray).toHaveLength(1);
  });

  it('writes the ID number into insuranceIDNumber on the simpler submit path', () => {
    const missing = server({ infoType: 'primaryInsurance', saved: false, fieldArray: [{ key: 'insuranceIDNumber', value: null, editable: true, required: true, possibleValues: [] }] });
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { primary: card }), ['insurance']);
    expect(valuesOf(groupOf(payload, 'primaryInsurance'))).toEqual({ insuranceIDNumber: 'M-123' });
  });

  it('answering "no" marks both insurance groups saved (the question is answered), with the server\'s values and nothing typed before', () => {
    const primary = group('primaryInsurance', { values: { insuranceProvider: 'On file Co' } });
    const missing = server(primary, group('secondaryInsurance'));
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { hasInsurance: false, hasSecondaryInsurance: false, primary: card }), ['insurance']);
    expect(payload.missingInfoArray.map((each) => [each.infoType, each.saved])).toEqual([['primaryInsurance', true], ['secondaryInsurance', true]]);
    expect(payload.missingInfoArray.map((each) => each.fieldArray)).toEqual(missing.missingInfoArray.map((each) => each.fieldArray));
    expect(valuesOf(groupOf(payload, 'primaryInsurance'))).toMatchObject({ insuranceProvider: 'On file Co', memberId: null });
    expect(payload.uninsured).toBe(true);
  });

  it('the insurance groups stay as the server sent them when the wizard had no insurance step', () => {
    const missing = server(group('address'), group('primaryInsurance', { required: false }));
    const payload = toMissingInformationPayload(missing, answered(missing, { address: { address1: '1 Main St', address2: '', city: 'X', state: 'IL', zip: '62701' } }), stepsFor(missing.missingInfoArray));
    expect(groupOf(payload, 'primaryInsurance')).toBe(missing.missingInfoArray[1]);
  });

  it('fills the secondary the server sent when one is added', () => {
    const missing = server(group('primaryInsurance'), group('secondaryInsurance'));
    const secondary = { ...card, frontImage: 's-front.png', backImage: 's-back.pdf', insuranceProvider: 'Second Co' };
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { primary: card, hasSecondaryInsurance: true, secondary }), ['insurance']);
    expect(payload.missingInfoArray.map((each) => each.infoType)).toEqual(['primaryInsurance', 'secondaryInsurance']);
    expect(groupOf(payload, 'secondaryInsurance')?.saved).toBe(true);
    expect(valuesOf(groupOf(payload, 'secondaryInsurance'))).toMatchObject({ insuranceProvider: 'Second Co', 'secondaryInsurance-front': 's-front.png', 'secondaryInsurance-back': 's-back.pdf' });
  });

  it("marks the server's secondary saved, with its own values, when the patient removed it (answered: no secondary)", () => {
    const missing = server(group('primaryInsurance'), group('secondaryInsurance'));
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { primary: card, hasSecondaryInsurance: false }), ['insurance']);
    expect(groupOf(payload, 'secondaryInsurance')).toEqual({ ...missing.missingInfoArray[1], saved: true });
    expect(groupOf(payload, 'primaryInsurance')?.saved).toBe(true);
  });

  it('clones a secondary from the primary, keys renamed, when the server had none', () => {
    const primary = group('primaryInsurance', { values: { insuranceProvider: 'Primary Co', 'primaryInsurance-front': 'p.jpg' } });
    const missing = server(group('address'), primary);
    const secondary = { ...emptyInsuranceDetails(), insuranceProvider: 'Second Co', frontImage: 's.jpg', backImage: 's-back.jpg' };
    const form = answered(missing, { address: { address1: '1 Main St', address2: '', city: 'X', state: 'IL', zip: '62701' } }, { primary: card, hasSecondaryInsurance: true, secondary });
    const payload = toMissingInformationPayload(missing, form, stepsFor(missing.missingInfoArray));
    const clone = groupOf(payload, 'secondaryInsurance');
    expect(payload.missingInfoArray.map((each) => each.infoType)).toEqual(['address', 'primaryInsurance', 'secondaryInsurance']);
    expect(clone?.fieldArray.map((field) => field.key)).toEqual(insuranceKeys('secondaryInsurance'));
    expect(clone?.saved).toBe(true);
    expect(valuesOf(clone)).toEqual({
      insuranceProvider: 'Second Co', healthPlanName: null, memberId: null, typeOfCoverage: null, groupNumber: null,
      relationshipToPolicyholder: null, employerName: null, bin: null, pcn: null, 'secondaryInsurance-front': 's.jpg', 'secondaryInsurance-back': 's-back.jpg',
    });
    // What the server said about each field travels with the clone.
    expect(clone?.fieldArray.find((field) => field.key === 'bin')).toMatchObject({ editable: false, required: true });
  });

  it('cloneInsuranceGroup renames only the card-image keys and drops the values', () => {
    const primary = group('primaryInsurance', { values: { pcn: 'P', 'primaryInsurance-back': 'b.jpg' } });
    const clone = cloneInsuranceGroup(primary, 'secondaryInsurance');
    expect(clone).toMatchObject({ infoType: 'secondaryInsurance', saved: false });
    expect(clone.fieldArray.map((field) => field.key)).toEqual(insuranceKeys('secondaryInsurance'));
    expect(clone.fieldArray.every((field) => field.value === null)).toBe(true);
    expect(primary.fieldArray.map((field) => field.key)).toEqual(insuranceKeys('primaryInsurance'));
  });

  it('builds the insurance groups from the §3 keys when the server sent a secondary only', () => {
    const missing = server(group('secondaryInsurance'));
    const payload = toMissingInformationPayload(missing, answered(missing, {}, { hasInsurance: true, primary: card, hasSecondaryInsurance: true, secondary: card }), ['insurance']);
    expect(payload.missingInfoArray.map((each) => [each.infoType, each.saved])).toEqual([['secondaryInsurance', true], ['primaryInsurance', true]]);
    expect(valuesOf(groupOf(payload, 'primaryInsurance'))).toEqual(sampleCardOnServer('primaryInsurance', 'front.jpg', 'back.heic'));
  });
});

const file = (name: string, size: number): CardImageFile => new File([new Uint8Array(size)], name);

describe('cardImagesToSend: the photos of the sets in use only', () => {
  const files: CardImageFiles = {
    primaryInsuranceFront: file('pf.jpg', 3),
    primaryInsuranceBack: file('pb.jpg', 3),
    secondaryInsuranceFront: file('sf.jpg', 3),
    secondaryInsuranceBack: null,
  };
  const insurance = (hasInsurance: boolean | null, hasSecondaryInsurance: boolean): WizardForm =>
    ({ ...initialWizardForm({ missingInfoArray: [] }), insurance: { hasInsurance, hasSecondaryInsurance, primary: emptyInsuranceDetails(), secondary: emptyInsuranceDetails() } });

  it.each<[string, boolean | null, boolean, string[]]>([
    ['insured with a secondary', true, true, ['primaryInsuranceFront', 'primaryInsuranceBack', 'secondaryInsuranceFront']],
    ['insured, secondary removed', true, false, ['primaryInsuranceFront', 'primaryInsuranceBack']],
    ['no insurance', false, true, []],
    ['not answered', null, false, []],
  ])('%s', (_label, hasInsurance, hasSecondaryInsurance, parts) => {
    expect(Object.keys(cardImagesToSend(insurance(hasInsurance, hasSecondaryInsurance), files))).toEqual(parts);
  });

  it.each([
    ['primary', 'frontImage', 'primaryInsuranceFront'],
    ['primary', 'backImage', 'primaryInsuranceBack'],
    ['secondary', 'frontImage', 'secondaryInsuranceFront'],
    ['secondary', 'backImage', 'secondaryInsuranceBack'],
  ] as const)('the %s %s is the part %s', (set, side, part) => {
    expect(cardImagePart(set, side)).toBe(part);
  });
});

describe('toMissingInformationFormData (spec §7 multipart post)', () => {
  const missingInformation = server(group('phone'));
  const post = { missingInformation, acticsPatientId: 'AP-1', intakeCaseId: 'IC-1', programCode: 'LUMA' };

  it('carries the JSON text of the groups and the three identifiers', () => {
    const body = toMissingInformationFormData({ ...post, files: {} });
    expect([...body.keys()]).toEqual(['missingInformation', 'acticsPatientId', 'intakeCaseId', 'programCode']);
    expect(JSON.parse(body.get('missingInformation') as string)).toEqual(missingInformation);
    expect(body.get('acticsPatientId')).toBe('AP-1');
    expect(body.get('intakeCaseId')).toBe('IC-1');
    expect(body.get('programCode')).toBe('LUMA');
  });

  it('sends a missing identifier as an empty field', () => {
    const body = toMissingInformationFormData({ ...post, acticsPatientId: null, intakeCaseId: null, files: {} });
    expect(body.get('acticsPatientId')).toBe('');
    expect(body.get('intakeCaseId')).toBe('');
  });

  it('attaches each file part only when its size is above 0, under its name', async () => {
    const body = toMissingInformationFormData({
      ...post,
      files: { primaryInsuranceFront: file('front.jpg', 5), primaryInsuranceBack: file('empty.jpg', 0), secondaryInsuranceFront: null, secondaryInsuranceBack: file('s-back.pdf', 1) },
    });
    expect([...body.keys()].slice(4)).toEqual(['primaryInsuranceFront', 'secondaryInsuranceBack']);
    const front = body.get('primaryInsuranceFront') as File;
    expect(front.name).toBe('front.jpg');
    expect(front.size).toBe(5);
    expect((body.get('secondaryInsuranceBack') as File).name).toBe('s-back.pdf');
  });

  it('round-trips the payload the builder made', () => {
    const steps: WizardStep[] = stepsFor(missingInformation.missingInfoArray);
    const payload = toMissingInformationPayload(missingInformation, { ...initialWizardForm(missingInformation), phone: '5551234567' }, steps);
    const body = toMissingInformationFormData({ ...post, missingInformation: payload, files: {} });
    expect(JSON.parse(body.get('missingInformation') as string).missingInfoArray[0]).toMatchObject({ infoType: 'phone', saved: true, fieldArray: [{ key: 'phone', value: '5551234567' }] });
  });
});
