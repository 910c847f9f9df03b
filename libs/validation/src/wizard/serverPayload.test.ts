import { describe, expect, expectTypeOf, it } from 'vitest';
import { missingInformationSchema, type MissingInformation } from '../../../api/src/profile.ts';
import { fieldValue, groupOf, missingInfoTypes, type MissingInformationData } from './serverPayload.ts';

describe('the missing-information payload (spec §3)', () => {
  it('is the shape the API parses, both ways', () => {
    expectTypeOf<MissingInformation>().toExtend<MissingInformationData>();
    expectTypeOf<MissingInformationData>().toExtend<MissingInformation>();
  });

  it('lists the infoTypes the API accepts', () => {
    expect(missingInformationSchema.shape.missingInfoArray.def.element.shape.infoType.options).toEqual([...missingInfoTypes]);
  });

  it('reads a field of a group, "" when the group, the field or its value is absent', () => {
    const missing: MissingInformationData = {
      active: true,
      uninsured: false,
      Open_Task: true,
      missingInfoArray: [
        { infoType: 'phone', saved: false, fieldArray: [{ key: 'phone', value: '5555550103', editable: true, required: true, possibleValues: [] }] },
        { infoType: 'email', saved: false, fieldArray: [{ key: 'email', value: null, editable: true, required: true, possibleValues: [] }] },
      ],
    };
    expect(fieldValue(groupOf(missing, 'phone'), 'phone')).toBe('5555550103');
    expect(fieldValue(groupOf(missing, 'email'), 'email')).toBe('');
    expect(fieldValue(groupOf(missing, 'phone'), 'email')).toBe('');
    expect(fieldValue(groupOf(missing, 'gender'), 'gender')).toBe('');
  });
});
