// @vitest-environment jsdom
// The browser's sessionStorage and window, where this code keeps and reads the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@portal/api';
import { sessionMachine, SESSION_ROOT_ID } from '@portal/machines';
import { clearPatientStorage, discardAllDrafts, type SessionEndReason } from '@portal/session';
import { createActor } from 'xstate';
import type { MissingInformationData } from '@portal/validation';
import { WIZARD_DRAFT_KEY } from './draft.ts';
import { endWizard, ensureWizard, type WizardDeps } from './wizardService.ts';

/**
 * The one running wizard of the tab and the end of the session: the wizard stops when the session
 * ends whatever page is on screen, so a patient who signs in again gets their draft, never the
 * machine of the session before. The draft is in storage only while the session lasts; after an
 * expiry or a 401 it lives on in memory for this page load.
 */
const missingInformation: MissingInformationData = {
  active: true,
  uninsured: false,
  Open_Task: true,
  missingInfoArray: [{ infoType: 'address', saved: false, fieldArray: ['address', 'city', 'state', 'zipCode'].map((key) => ({ key, value: null, editable: true, required: true, possibleValues: [] })) }],
};

/**
 * The session's end as the app runs it: the store clears the tab's storage (clearPatientStorage),
 * then tells its listeners; at a logout the session provider forgets the drafts in memory.
 */
function sessionEnds() {
  const listeners = new Set<() => void>();
  return {
    onSessionEnd: (end: () => void) => {
      listeners.add(end);
      return () => listeners.delete(end);
    },
    end: (reason: SessionEndReason = 'expired') => {
      clearPatientStorage(sessionStorage, reason);
      [...listeners].forEach((listener) => listener());
      if (reason === 'logout' || reason === 'loggedOutElsewhere') discardAllDrafts();
    },
    get listening() {
      return listeners.size;
    },
  };
}

const deps = (session: ReturnType<typeof sessionEnds>, owner = 'patient-a'): WizardDeps => ({
  api: {} as ApiClient,
  token: () => 'token',
  owner,
  missingInformation,
  acticsPatientId: 'A1',
  intakeCaseId: 'I1',
  programCode: 'LUMA',
  usOnlyPhone: true,
  at: 'start',
  onSessionEnd: session.onSessionEnd,
});

/** This page load's session root. */
const sessionRoot = () => createActor(sessionMachine, { systemId: SESSION_ROOT_ID }).start();
let system = sessionRoot();
const wizardActor = (given: WizardDeps) => ensureWizard(system, given);

afterEach(() => {
  endWizard(system, { forget: true });
  system.stop();
  system = sessionRoot();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the running wizard and the session', () => {
  it('is the same machine for the same patient while the session lasts, with what they typed', () => {
    const session = sessionEnds();
    const actor = wizardActor(deps(session));
    actor.send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    expect(wizardActor(deps(session))).toBe(actor);
    expect(actor.getSnapshot().context.form.address.city).toBe('Salem');
  });

  it('stops when the session ends, even with no wizard page on screen, and stops listening', () => {
    const session = sessionEnds();
    const actor = wizardActor(deps(session));
    expect(session.listening).toBe(1);
    session.end();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(session.listening).toBe(0);
  });

  it('after a logout the same patient signing in again starts with an empty form', () => {
    const session = sessionEnds();
    const first = wizardActor(deps(session));
    first.send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    session.end('logout');
    const next = wizardActor(deps(sessionEnds()));
    expect(next).not.toBe(first);
    expect(next.getSnapshot().context.form.address.city).toBe('');
  });

  it.each(['expired', 'unauthorized'] as const)('after an end by %s the same patient gets their draft back from memory, another patient does not; storage holds none of it', (reason) => {
    const session = sessionEnds();
    wizardActor(deps(session)).send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    session.end(reason);
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    expect(wizardActor(deps(sessionEnds())).getSnapshot().context.form.address.city).toBe('Salem');
    expect(wizardActor(deps(sessionEnds(), 'patient-b')).getSnapshot().context.form.address.city).toBe('');
  });

  it('what was typed just before the end (not yet written) is never written after it', () => {
    vi.useFakeTimers();
    const session = sessionEnds();
    const actor = wizardActor(deps(session));
    actor.send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    vi.advanceTimersByTime(500);
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toContain('Salem');
    actor.send({ type: 'CHANGE', field: 'address.city', value: 'Salem, Oregon' });
    session.end('expired');
    vi.advanceTimersByTime(1000);
    dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.length).toBe(0);
    // Not lost: the same patient signing in again on this page load gets the latest.
    expect(wizardActor(deps(sessionEnds())).getSnapshot().context.form.address.city).toBe('Salem, Oregon');
  });

  it('a reload while signed in finds the stored draft (memory is empty after a reload)', () => {
    vi.useFakeTimers();
    wizardActor(deps(sessionEnds())).send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    vi.advanceTimersByTime(500);
    endWizard(system);
    discardAllDrafts();
    expect(wizardActor(deps(sessionEnds())).getSnapshot().context.form.address.city).toBe('Salem');
  });
});
