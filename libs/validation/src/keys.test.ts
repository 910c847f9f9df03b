import { describe, expect, expectTypeOf, it } from 'vitest';
import { baseCopy } from '../../program-config/src/copy/en.ts';
import { validationKeys, type ValidationKey } from './keys.ts';
import * as validation from './index.ts';

describe('validation keys', () => {
  it.each(validationKeys)('%s has a message in copy.validation', (key) => {
    expect(baseCopy.validation[key]).toEqual(expect.any(String));
  });

  it('every validator returns only listed keys', () => {
    type Returned =
      | NonNullable<ReturnType<typeof validation.validateDateOfBirth>>
      | NonNullable<ReturnType<typeof validation.validateEmail<'wizardEmailRequired'>>>
      | NonNullable<ReturnType<typeof validation.validatePhone<'phoneRequired' | 'wizardPhoneRequired'>>>
      | NonNullable<ReturnType<typeof validation.validatePostalCode<'zipRequired' | 'wizardZipRequired'>>>
      | NonNullable<ReturnType<typeof validation.validateCode>>
      | NonNullable<ReturnType<typeof validation.validateVerifyProfile>[keyof ReturnType<typeof validation.validateVerifyProfile>]>
      | NonNullable<validation.WizardErrors[keyof validation.WizardErrors]>
      | validation.InsuranceFieldKey
      | Extract<Awaited<ReturnType<typeof validation.checkCardImage>>, { ok: false }>['error'];
    expectTypeOf<Returned>().toExtend<ValidationKey>();
    expectTypeOf<ValidationKey>().toExtend<keyof typeof baseCopy.validation>();
  });
});
