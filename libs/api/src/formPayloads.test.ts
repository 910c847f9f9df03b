import { describe, expect, expectTypeOf, it } from 'vitest';
import { missingInfoTypes, toRegistrationPayload, type MissingInformationData } from '@portal/validation';
import type { RegistrationPayload } from './access.ts';
import { missingInformationSchema, type MissingInformation } from './profile.ts';

/** What the forms build (libs/validation, a layer below) is what these calls take. */
describe('the payloads the forms build', () => {
  it('registration: the verify-profile form gives the call body (spec §7)', () => {
    expectTypeOf<ReturnType<typeof toRegistrationPayload>>().toExtend<RegistrationPayload>();
  });

  it('missing information: the wizard reads and writes the shape the API parses, both ways (spec §3)', () => {
    expectTypeOf<MissingInformation>().toExtend<MissingInformationData>();
    expectTypeOf<MissingInformationData>().toExtend<MissingInformation>();
  });

  it('missing information: the wizard knows the infoTypes the API accepts', () => {
    expect(missingInformationSchema.shape.missingInfoArray.def.element.shape.infoType.options).toEqual([...missingInfoTypes]);
  });
});
