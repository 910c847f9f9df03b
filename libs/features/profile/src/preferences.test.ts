import { describe, expect, it } from 'vitest';
import { initialPreferences, isDirty, preferencesReducer, type PreferencesEvent, type PreferencesState } from './preferences.ts';

const run = (state: PreferencesState, ...events: PreferencesEvent[]) => events.reduce(preferencesReducer, state);
const start = initialPreferences({ sms: true, email: false });

describe('communication preferences state', () => {
  it('starts with the profile choice on screen, nothing to save', () => {
    expect(start).toEqual({ saved: { sms: true, email: false }, choice: { sms: true, email: false }, status: 'idle' });
    expect(isDirty(start)).toBe(false);
  });

  it('a toggle changes only what is on screen, and only that channel', () => {
    const state = run(start, { type: 'TOGGLE', channel: 'email', value: true });
    expect(state.choice).toEqual({ sms: true, email: true });
    expect(state.saved).toEqual({ sms: true, email: false });
    expect(isDirty(state)).toBe(true);
    expect(run(state, { type: 'TOGGLE', channel: 'email', value: false }).choice).toEqual(start.choice);
  });

  it('save without a change does nothing', () => {
    expect(run(start, { type: 'SAVE' })).toBe(start);
  });

  it('save goes pending; the boxes hold still until the answer', () => {
    const saving = run(start, { type: 'TOGGLE', channel: 'email', value: true }, { type: 'SAVE' });
    expect(saving.status).toBe('saving');
    expect(run(saving, { type: 'TOGGLE', channel: 'email', value: true })).toBe(saving);
    expect(run(saving, { type: 'SAVE' })).toBe(saving);
  });

  it('save with neither channel asks first: only the confirmation saves, cancelling keeps the boxes as they are', () => {
    const neither = run(start, { type: 'TOGGLE', channel: 'sms', value: false });
    const asking = run(neither, { type: 'SAVE' });
    expect(asking.status).toBe('confirmingNone');
    expect(run(asking, { type: 'SAVE' })).toBe(asking);
    expect(run(asking, { type: 'CONFIRM_NONE' }).status).toBe('saving');
    expect(run(asking, { type: 'CANCEL_NONE' })).toEqual({ ...neither, status: 'idle' });
    // Neither event means anything outside the question.
    expect(run(neither, { type: 'CONFIRM_NONE' })).toBe(neither);
    expect(run(neither, { type: 'CANCEL_NONE' })).toBe(neither);
  });

  it('success keeps the new choice as the saved one', () => {
    const state = run(start, { type: 'TOGGLE', channel: 'email', value: true }, { type: 'SAVE' }, { type: 'SAVED' });
    expect(state).toEqual({ saved: { sms: true, email: true }, choice: { sms: true, email: true }, status: 'saved' });
    expect(isDirty(state)).toBe(false);
  });

  it('failure restores the previous choice on screen (§8)', () => {
    const state = run(start, { type: 'TOGGLE', channel: 'sms', value: false }, { type: 'TOGGLE', channel: 'email', value: true }, { type: 'SAVE' }, { type: 'FAILED' });
    expect(state).toEqual({ saved: { sms: true, email: false }, choice: { sms: true, email: false }, status: 'failed' });
  });

  it('a new toggle clears the outcome message', () => {
    const failed = run(start, { type: 'TOGGLE', channel: 'sms', value: false }, { type: 'SAVE' }, { type: 'FAILED' });
    expect(run(failed, { type: 'TOGGLE', channel: 'sms', value: false }).status).toBe('idle');
  });

  it('an answer without a save in flight is ignored', () => {
    expect(run(start, { type: 'SAVED' })).toBe(start);
    expect(run(start, { type: 'FAILED' })).toBe(start);
  });
});
