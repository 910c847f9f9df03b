import { describe, expect, expectTypeOf, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { validationKeys, type ValidationKey } from './keys.ts';
import { validateCode } from './code.ts';
import { validateEmail, validatePhone, validatePostalCode } from './contact.ts';
import { validateDateOfBirth } from './dateOfBirth.ts';
import { validateVerifyProfile } from './verifyProfile.ts';
import { checkCardImage } from './wizard/cardImage.ts';
import type { InsuranceFieldKey } from './wizard/insuranceCard.ts';
import type { WizardErrors } from './wizard/stepValidation.ts';

describe('validation keys', () => {
  it.each(validationKeys)('%s has a message in copy.validation', (key) => {
    expect(baseCopy.validation[key]).toEqual(expect.any(String));
  });

  it('every validator returns only listed keys', () => {
    type Returned =
      | NonNullable<ReturnType<typeof validateDateOfBirth>>
      | NonNullable<ReturnType<typeof validateEmail<'wizardEmailRequired'>>>
      | NonNullable<ReturnType<typeof validatePhone<'phoneRequired' | 'wizardPhoneRequired'>>>
      | NonNullable<ReturnType<typeof validatePostalCode<'zipRequired' | 'wizardZipRequired'>>>
      | NonNullable<ReturnType<typeof validateCode>>
      | NonNullable<ReturnType<typeof validateVerifyProfile>[keyof ReturnType<typeof validateVerifyProfile>]>
      | NonNullable<WizardErrors[keyof WizardErrors]>
      | InsuranceFieldKey
      | Extract<Awaited<ReturnType<typeof checkCardImage>>, { ok: false }>['error'];
    expectTypeOf<Returned>().toExtend<ValidationKey>();
    expectTypeOf<ValidationKey>().toExtend<keyof typeof baseCopy.validation>();
  });
});
