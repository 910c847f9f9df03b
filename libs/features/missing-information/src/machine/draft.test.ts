// @vitest-environment jsdom
// The browser's sessionStorage and window, where this code keeps and reads the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyWizardForm, withFieldValue } from '@portal/validation';
import { clearWizardDraft, draftWriter, readWizardDraft, WIZARD_DRAFT_KEY, writeWizardDraft } from './draft.ts';

const typed = (city: string) => withFieldValue(emptyWizardForm(), 'address.city', city);

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the wizard draft: nothing lost (access-and-identity §9)', () => {
  it('is kept in sessionStorage (it ends with the tab) under the session draft prefix', () => {
    writeWizardDraft('patient-a', typed('Salem'));
    expect(WIZARD_DRAFT_KEY.startsWith('portal-draft.')).toBe(true);
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toContain('Salem');
  });

  it('is given back to its owner only', () => {
    writeWizardDraft('patient-a', typed('Salem'));
    expect(readWizardDraft('patient-a')?.address.city).toBe('Salem');
    expect(readWizardDraft('patient-b')).toBeNull();
  });

  it('reads nothing from a broken entry, and clearing removes it', () => {
    sessionStorage.setItem(WIZARD_DRAFT_KEY, '{not json');
    expect(readWizardDraft('patient-a')).toBeNull();
    writeWizardDraft('patient-a', typed('Salem'));
    clearWizardDraft();
    expect(readWizardDraft('patient-a')).toBeNull();
  });

  // spec: access-and-identity §9 "form-state change debounce default 500 ms", as a literal.
  it('writes once after 500 ms of quiet, the last form typed', () => {
    vi.useFakeTimers();
    const writer = draftWriter('patient-a');
    writer.write(typed('S'));
    vi.advanceTimersByTime(499);
    writer.write(typed('Sa'));
    vi.advanceTimersByTime(499);
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    vi.advanceTimersByTime(1); // 500 ms since the last change
    expect(readWizardDraft('patient-a')?.address.city).toBe('Sa');
  });

  it('flush writes a pending change at once (the tab is hidden); cancel drops it', () => {
    vi.useFakeTimers();
    const writer = draftWriter('patient-a');
    writer.write(typed('Salem'));
    writer.flush();
    expect(readWizardDraft('patient-a')?.address.city).toBe('Salem');
    writer.write(typed('Eugene'));
    writer.cancel();
    vi.advanceTimersByTime(1000);
    expect(readWizardDraft('patient-a')?.address.city).toBe('Salem');
  });
});
