import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@portal/api';
import type { MissingInformationData } from '@portal/validation';
import { endWizard, wizardActor, type WizardDeps } from './wizardService.ts';

/**
 * The one running wizard of the tab and the end of the session (issue 9 "Nothing lost", closing
 * note of session 4): the wizard stops when the session ends whatever page is on screen, so a
 * patient who signs out from the menu of another page and signs in again gets the stored draft,
 * never the machine of the session before.
 */
const missingInformation: MissingInformationData = {
  active: true,
  uninsured: false,
  Open_Task: true,
  missingInfoArray: [{ infoType: 'address', saved: false, fieldArray: ['address', 'city', 'state', 'zipCode'].map((key) => ({ key, value: null, editable: true, required: true, possibleValues: [] })) }],
};

function sessionEnds() {
  const listeners = new Set<() => void>();
  return {
    onSessionEnd: (end: () => void) => {
      listeners.add(end);
      return () => listeners.delete(end);
    },
    end: () => [...listeners].forEach((listener) => listener()),
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

afterEach(() => {
  endWizard({ forget: true });
  sessionStorage.clear();
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

  it('after a logout (draft cleared) the same patient signing in again starts with an empty form', () => {
    const session = sessionEnds();
    const first = wizardActor(deps(session));
    first.send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    session.end();
    // The session store clears the draft keys at an explicit logout.
    sessionStorage.clear();
    const next = wizardActor(deps(sessionEnds()));
    expect(next).not.toBe(first);
    expect(next.getSnapshot().context.form.address.city).toBe('');
  });

  it('after an expiry (draft kept) the same patient gets their draft back, another patient does not', () => {
    const session = sessionEnds();
    wizardActor(deps(session)).send({ type: 'CHANGE', field: 'address.city', value: 'Salem' });
    session.end();
    expect(wizardActor(deps(sessionEnds())).getSnapshot().context.form.address.city).toBe('Salem');
    expect(wizardActor(deps(sessionEnds(), 'patient-b')).getSnapshot().context.form.address.city).toBe('');
  });
});
