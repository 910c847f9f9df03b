import { describe, expect, it } from 'vitest';
import { fieldValue, groupOf, type MissingInformationData } from './serverPayload.ts';

describe('the missing-information payload (spec §3)', () => {
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
