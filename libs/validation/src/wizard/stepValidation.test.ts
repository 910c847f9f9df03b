import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { emptyInsuranceDetails, emptyWizardForm, type WizardForm } from './form.ts';
import { firstFieldInError, firstInvalidStep, stepFields, validateAddress, validateWizardStep, type WizardErrors } from './stepValidation.ts';

const options = { usOnlyPhone: false };

const complete: WizardForm = {
  address: { address1: '100 Example Street', address2: '', city: 'Springfield', state: 'IL', zip: '62701' },
  phone: '(555) 123-4567',
  email: 'sam@example.com',
  gender: 'Intersex',
  insurance: { hasInsurance: false, hasSecondaryInsurance: false, primary: emptyInsuranceDetails(), secondary: emptyInsuranceDetails() },
};

describe('wizard messages (spec §5, word for word)', () => {
  it.each([
    ['address1Required', 'Please enter your address'],
    ['cityRequired', 'Please enter your city'],
    ['stateRequired', 'Please select state'],
    ['wizardZipRequired', 'Please enter ZIP code'],
    ['wizardPhoneRequired', 'Please enter valid mobile phone'],
    ['wizardEmailRequired', 'Please enter valid email address'],
    ['genderRequired', 'Please select gender that best describes you'],
    ['postalCodeInvalid', 'Invalid postal code'],
    ['phoneInvalid', 'Invalid phone number'],
    ['emailInvalid', 'Invalid email'],
  ] as const)('%s: %j', (key, text) => {
    expect(baseCopy.validation[key]).toBe(text);
  });
});

describe('validateWizardStep (spec §5 Wizard messages)', () => {
  it.each(['address', 'phone', 'email', 'gender', 'insurance'] as const)('a complete %s step passes', (step) => {
    expect(validateWizardStep(step, complete, options)).toEqual({});
  });

  it('an empty address: every required field, address2 optional', () => {
    expect(validateWizardStep('address', emptyWizardForm(), options)).toEqual({
      'address.address1': 'address1Required',
      'address.city': 'cityRequired',
      'address.state': 'stateRequired',
      'address.zip': 'wizardZipRequired',
    });
  });

  it.each<[string, Partial<WizardForm['address']>, WizardErrors]>([
    ['blank address1 and city', { address1: '  ', city: ' ' }, { 'address.address1': 'address1Required', 'address.city': 'cityRequired' }],
    ['a state not in the list', { state: 'ZZ' }, { 'address.state': 'stateRequired' }],
    ['a territory', { state: 'PR' }, {}],
    ['a ZIP that is not a postal code', { zip: '1234' }, { 'address.zip': 'postalCodeInvalid' }],
    ['ZIP+4 (not a §5 format)', { zip: '62701-1234' }, { 'address.zip': 'postalCodeInvalid' }],
    ['an address2', { address2: 'Apt 4' }, {}],
  ])('address with %s', (_label, patch, errors) => {
    expect(validateWizardStep('address', { ...complete, address: { ...complete.address, ...patch } }, options)).toEqual(errors);
  });

  it.each<[string, boolean, WizardErrors]>([
    ['', false, { phone: 'wizardPhoneRequired' }],
    ['+', false, { phone: 'wizardPhoneRequired' }],
    ['555 123', false, { phone: 'phoneInvalid' }],
    ['+91 9876543210', false, {}],
    ['+91 9876543210', true, { phone: 'phoneInvalid' }],
    ['(055) 123-4567', true, { phone: 'phoneInvalid' }],
    ['(555) 123-4567', true, {}],
  ])('phone %j with US-only %s', (phone, usOnlyPhone, errors) => {
    expect(validateWizardStep('phone', { ...complete, phone }, { usOnlyPhone })).toEqual(errors);
  });

  it.each<[string, WizardErrors]>([
    ['', { email: 'wizardEmailRequired' }],
    ['sam@example', { email: 'emailInvalid' }],
    ['sam@example.com', {}],
  ])('email %j', (email, errors) => {
    expect(validateWizardStep('email', { ...complete, email }, options)).toEqual(errors);
  });

  it.each<[WizardForm['gender'], WizardErrors]>([
    ['', { gender: 'genderRequired' }],
    ['Male', {}],
    ['Prefer not to say', {}],
  ])('gender %j', (gender, errors) => {
    expect(validateWizardStep('gender', { ...complete, gender }, options)).toEqual(errors);
  });

  it('insurance unanswered: hasInsurance is required (the generic required message)', () => {
    expect(validateWizardStep('insurance', emptyWizardForm(), options)).toEqual({ 'insurance.hasInsurance': 'insuranceAnswerRequired' });
    expect(baseCopy.validation.required).toEqual(expect.any(String));
  });

  it('insurance yes with an empty card: the card rule', () => {
    const form = { ...complete, insurance: { ...complete.insurance, hasInsurance: true, primary: { ...emptyInsuranceDetails(), frontImage: 'f.jpg' } } };
    const errors = validateWizardStep('insurance', form, options);
    expect(errors['insurance.primary.backImage']).toBe('insuranceBackRequired');
    expect(errors['insurance.primary.PCN']).toBe('pcnRequired');
    expect(errors['insurance.primary.frontImage']).toBeUndefined();
    expect(errors['insurance.hasInsurance']).toBeUndefined();
  });

  it('checks only its own step', () => {
    expect(validateWizardStep('email', { ...emptyWizardForm(), email: 'sam@example.com' }, options)).toEqual({});
  });
});

describe('firstFieldInError (the field a screen focuses after Next)', () => {
  it.each<[Parameters<typeof firstFieldInError>[0], WizardErrors, string | null]>([
    ['address', { 'address.zip': 'wizardZipRequired', 'address.city': 'cityRequired' }, 'address.city'],
    ['address', { 'address.state': 'stateRequired', 'address.address1': 'address1Required' }, 'address.address1'],
    ['address', {}, null],
    ['insurance', { 'insurance.secondary.frontImage': 'insuranceFrontRequired', 'insurance.primary.PCN': 'pcnRequired' }, 'insurance.primary.PCN'],
    ['insurance', { 'insurance.primary.frontImage': 'insuranceFrontRequired', 'insurance.hasInsurance': 'insuranceAnswerRequired' }, 'insurance.hasInsurance'],
    ['insurance', { 'insurance.primary.insuranceProvider': 'insuranceProviderRequired', 'insurance.primary.backImage': 'insuranceBackRequired' }, 'insurance.primary.backImage'],
    ['phone', { phone: 'phoneInvalid' }, 'phone'],
    ['email', { phone: 'phoneInvalid' }, null],
  ])('%s %j -> %s', (step, errors, field) => {
    expect(firstFieldInError(step, errors)).toBe(field);
  });

  it('knows every field of the insurance step in screen order', () => {
    expect(stepFields.insurance.slice(0, 4)).toEqual(['insurance.hasInsurance', 'insurance.primary.frontImage', 'insurance.primary.backImage', 'insurance.primary.insuranceProvider']);
    expect(stepFields.insurance).toHaveLength(1 + 2 * 11);
    expect(stepFields.insurance.at(-1)).toBe('insurance.secondary.PCN');
  });
});

describe('firstInvalidStep', () => {
  it('names the first step, in the given order, that does not pass', () => {
    const form = { ...complete, email: '', gender: '' as const };
    expect(firstInvalidStep(['address', 'phone', 'email', 'gender'], form, options)).toEqual({ step: 'email', errors: { email: 'wizardEmailRequired' } });
    expect(firstInvalidStep(['gender', 'email'], form, options)?.step).toBe('gender');
  });

  it('is null when every step passes, or there is none', () => {
    expect(firstInvalidStep(['address', 'phone', 'email', 'gender', 'insurance'], complete, options)).toBeNull();
    expect(firstInvalidStep([], emptyWizardForm(), options)).toBeNull();
  });
});

describe('validateAddress: the one address form (wizard address step and /update-shipping-address)', () => {
  const valid = { address1: '42 Harbor Lane', address2: '', city: 'Portland', state: 'OR', zip: '97201' };

  it('a complete address passes, with or without address2 (optional)', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, address2: 'Unit 2' })).toEqual({});
  });

  it('blank or whitespace-only fields are missing, each with its own §5 message', () => {
    expect(validateAddress({ address1: '   ', address2: '', city: ' ', state: '', zip: '  ' })).toEqual({
      address1: 'address1Required',
      city: 'cityRequired',
      state: 'stateRequired',
      zip: 'wizardZipRequired',
    });
  });

  it('a state the select does not list counts as none chosen', () => {
    expect(validateAddress({ ...valid, state: 'ZZ' })).toEqual({ state: 'stateRequired' });
  });

  it('a malformed ZIP is "Invalid postal code", not "Please enter ZIP code"', () => {
    expect(validateAddress({ ...valid, zip: '9720' })).toEqual({ zip: 'postalCodeInvalid' });
    expect(validateAddress({ ...valid, zip: 'ABCDE' })).toEqual({ zip: 'postalCodeInvalid' });
    // §5 "5 digits": a ZIP+4 is refused too (the message says which field to fix).
    expect(validateAddress({ ...valid, zip: '97201-1234' })).toEqual({ zip: 'postalCodeInvalid' });
  });
});
