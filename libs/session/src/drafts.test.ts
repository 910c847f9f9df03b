import { afterEach, describe, expect, it } from 'vitest';
import { discardAllDrafts, discardDraft, draftOwner, readDraft, saveDraft } from './drafts.ts';

afterEach(() => discardAllDrafts());

describe('form drafts', () => {
  it('come back to the same person only', () => {
    saveDraft('verifyProfile', draftOwner('sms', '(555) 555-0101'), { lastName: 'Lee' });
    expect(readDraft('verifyProfile', draftOwner('sms', '+1 555 555 0101'))).toEqual({ lastName: 'Lee' });
    expect(readDraft('verifyProfile', draftOwner('sms', '5555550100'))).toBeNull();
    expect(readDraft('verifyProfile', draftOwner('email', '5555550101'))).toBeNull();
  });

  it('e-mail owners ignore case and spaces', () => {
    saveDraft('f', draftOwner('email', ' New.Patient@Example.com '), 1);
    expect(readDraft('f', draftOwner('email', 'new.patient@example.com'))).toBe(1);
  });

  it('are forgotten one by one or all at once', () => {
    saveDraft('a', 'o', 1);
    saveDraft('b', 'o', 2);
    discardDraft('a');
    expect(readDraft('a', 'o')).toBeNull();
    expect(readDraft('b', 'o')).toBe(2);
    discardAllDrafts();
    expect(readDraft('b', 'o')).toBeNull();
  });
});
