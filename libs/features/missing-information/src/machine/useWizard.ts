import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { wizardPlace, wizardPlaceOfPath, wizardRoutes, type WizardPlace } from '@portal/machines';
import { useFeature, useProgram } from '@portal/program-config';
import { useApiClient, usePatientData, useSessionStore } from '@portal/session';
import type { WizardEvent } from '@portal/machines';
import { endWizard, wizardActor, type WizardActor } from './wizardService.ts';

export type WizardLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string; reload: () => void }
  /** The patient has no missing information (any more): nothing to ask. */
  | { status: 'nothingMissing' }
  | { status: 'ready'; actor: WizardActor };

/**
 * The wizard of the signed-in patient, opened on the route in the address bar once the profile is
 * in (a reload on a step waits for it, then lands on a step that is in the list).
 */
export function useWizardActor(): WizardLoad {
  const patient = usePatientData();
  const api = useApiClient();
  const store = useSessionStore();
  const program = useProgram();
  const usOnlyPhone = useFeature('US_only_phone');
  const { pathname } = useLocation();
  const [at] = useState<WizardPlace>(() => wizardPlaceOfPath(pathname) ?? 'start');

  // The session ended (logout, expiry, a 401): this wizard is over. The stored draft is the
  // session store's to keep or clear (kept after an expiry, cleared at logout).
  useEffect(() => store.onEnd(() => endWizard()), [store]);

  if (patient.status !== 'success') return patient;
  const { missingInformation, intakeCaseId, patientDetails } = patient.data;
  if (!missingInformation) return { status: 'nothingMissing' };
  const owner = patientDetails.acticsPatientId ?? intakeCaseId ?? `${patientDetails.firstName} ${patientDetails.lastName} ${patientDetails.dob}`;
  const actor = wizardActor({
    api,
    token: () => store.get().token,
    owner,
    missingInformation,
    acticsPatientId: patientDetails.acticsPatientId,
    intakeCaseId,
    programCode: program.code,
    usOnlyPhone,
    at,
  });
  return { status: 'ready', actor };
}

/**
 * Keeps the address bar and the machine together: a route change (browser Back, a typed URL)
 * tells the machine where the patient asked to be; a move of the machine (Next, Back, an edit
 * link, submit) navigates. A place the machine corrects (a deep link to a step not in the list)
 * replaces the history entry, so browser Back does not return to it.
 */
export function useWizardRoute(actor: WizardActor): (event: WizardEvent) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const place = useSelector(actor, wizardPlace);
  const correcting = useRef(true);

  const requested = wizardPlaceOfPath(pathname);
  useEffect(() => {
    if (!requested) return;
    correcting.current = true;
    actor.send({ type: 'SHOW', at: requested });
  }, [actor, requested]);

  useEffect(() => {
    const target = wizardRoutes[place];
    if (target === pathname) return;
    navigate(target, { replace: correcting.current || place === 'success' });
    // Only a change of place navigates; the pathname is read, not watched.
  }, [place, navigate]);

  return (event) => {
    correcting.current = false;
    actor.send(event);
  };
}
