import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { emptyInsuranceDetails, insuranceFields, insuranceTextFields, type InsuranceDetails, type InsuranceForm } from './form.ts';
import { insuranceCardErrors, insuranceFieldKeys, isInsuranceSetComplete } from './insuranceCard.ts';
import { sampleCardText } from './testInsurance.ts';

const allText: InsuranceDetails = { ...emptyInsuranceDetails(), ...sampleCardText };
const bothImages: InsuranceDetails = { ...emptyInsuranceDetails(), frontImage: 'front.jpg', backImage: 'back.jpg' };
const empty = emptyInsuranceDetails();

const insurance = (patch: Partial<InsuranceForm>): InsuranceForm => ({ hasInsurance: true, hasSecondaryInsurance: false, primary: empty, secondary: empty, ...patch });
const allMessages = (set: 'primary' | 'secondary') => Object.fromEntries(insuranceFields.map((field) => [`${set}.${field}`, insuranceFieldKeys[field]]));

describe('insurance card messages (spec §5, word for word)', () => {
  it.each([
    ['frontImage', 'Please upload front of insurance card'],
    ['backImage', 'Please upload back of insurance card'],
    ['employerName', 'Please enter Employer Name'],
    ['insuranceProvider', 'Please select insurance provider'],
    ['healthPlanName', 'Please provide health plan'],
    ['typeOfCoverage', 'Please enter benefit type'],
    ['relationshipToPolicyholder', 'Please enter Relation to Policy Holder'],
    ['idNumber', 'Please provide Identification number'],
    ['groupNumber', 'Please provide Group Number'],
    ['BIN', 'Please provide BIN number'],
    ['PCN', 'Please provide PCN number'],
  ] as const)('%s: %j', (field, text) => {
    expect(baseCopy.validation[insuranceFieldKeys[field]]).toBe(text);
  });
});

describe('insuranceCardErrors (spec §5 Insurance card rule)', () => {
  it.each<[string, InsuranceForm, Record<string, string>]>([
    ['no insurance: nothing, even with every field empty', insurance({ hasInsurance: false }), {}],
    ['no insurance with a secondary still flagged: nothing', insurance({ hasInsurance: false, hasSecondaryInsurance: true }), {}],
    ['not answered yet: nothing from the card rule', insurance({ hasInsurance: null }), {}],
    ['insured, primary empty: every field of the primary', insurance({}), allMessages('primary')],
    ['primary complete by both images (no text)', insurance({ primary: bothImages }), {}],
    ['primary complete by all nine text fields (no image)', insurance({ primary: allText }), {}],
    ['primary with both images and some text: complete', insurance({ primary: { ...bothImages, BIN: '1' } }), {}],
    [
      'primary with all text but one and no image: both images and that field',
      insurance({ primary: { ...allText, groupNumber: '' } }),
      { 'primary.frontImage': 'insuranceFrontRequired', 'primary.backImage': 'insuranceBackRequired', 'primary.groupNumber': 'groupNumberRequired' },
    ],
    [
      'primary with the front only and some text: the back and the missing text',
      insurance({ primary: { ...emptyInsuranceDetails(), frontImage: 'front.jpg', insuranceProvider: 'Acme', idNumber: 'M-1' } }),
      {
        'primary.backImage': 'insuranceBackRequired',
        'primary.healthPlanName': 'healthPlanRequired',
        'primary.typeOfCoverage': 'benefitTypeRequired',
        'primary.relationshipToPolicyholder': 'relationshipRequired',
        'primary.employerName': 'employerNameRequired',
        'primary.groupNumber': 'groupNumberRequired',
        'primary.BIN': 'binRequired',
        'primary.PCN': 'pcnRequired',
      },
    ],
    [
      'primary with the back only: the front and every text field',
      insurance({ primary: { ...emptyInsuranceDetails(), backImage: 'back.jpg' } }),
      Object.fromEntries(Object.entries(allMessages('primary')).filter(([field]) => field !== 'primary.backImage')),
    ],
    ['blank text counts as empty', insurance({ primary: { ...allText, PCN: '   ' } }), { 'primary.frontImage': 'insuranceFrontRequired', 'primary.backImage': 'insuranceBackRequired', 'primary.PCN': 'pcnRequired' }],
    ['a blank image name counts as empty', insurance({ primary: { ...allText, frontImage: 'front.jpg', backImage: ' ', BIN: '' } }), { 'primary.backImage': 'insuranceBackRequired', 'primary.BIN': 'binRequired' }],
    ['secondary not added: nothing of the secondary', insurance({ primary: allText, secondary: empty }), {}],
    ['secondary added and empty: every field of the secondary', insurance({ primary: bothImages, hasSecondaryInsurance: true }), allMessages('secondary')],
    ['secondary added, complete by images; primary empty: the primary only', insurance({ hasSecondaryInsurance: true, secondary: bothImages }), allMessages('primary')],
    ['secondary added, complete by text', insurance({ primary: allText, hasSecondaryInsurance: true, secondary: allText }), {}],
    ['both added and empty: both sets', insurance({ hasSecondaryInsurance: true }), { ...allMessages('primary'), ...allMessages('secondary') }],
  ])('%s', (_label, form, errors) => {
    expect(insuranceCardErrors(form)).toEqual(errors);
  });
});

describe('isInsuranceSetComplete: both images or all nine text fields', () => {
  it.each(insuranceTextFields)('one text field missing (%s) and no image: incomplete', (field) => {
    expect(isInsuranceSetComplete({ ...allText, [field]: '' })).toBe(false);
  });

  it.each(['frontImage', 'backImage'] as const)('one image missing (%s) and no text: incomplete', (side) => {
    expect(isInsuranceSetComplete({ ...bothImages, [side]: '' })).toBe(false);
  });
});
