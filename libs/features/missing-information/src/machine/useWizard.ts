import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { wizardPlace, wizardPlaceOfPath, wizardRoutes, type WizardPlace } from '@portal/machines';
import { useFeature, useProgram } from '@portal/program-config';
import { useApiClient, usePatientData, useSessionStore } from '@portal/session';
import { useSessionActor, useSessionRoot } from '@portal/session/actors';
import type { WizardEvent } from '@portal/machines';
import { ensureWizard, wizardOf, type WizardActor } from './wizardService.ts';

export type WizardLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string; reload: () => void }
  /** The patient has no missing information (any more): nothing to ask. */
  | { status: 'nothingMissing' }
  | { status: 'ready'; actor: WizardActor };

/**
 * The wizard of the signed-in patient, opened on the route in the address bar once the profile is
 * in (a reload on a step waits for it, then lands on a step that is in the list). It is the
 * session's `wizard` actor, hosted (or found running) once the page is on screen.
 */
export function useWizardActor(): WizardLoad {
  const patient = usePatientData();
  const api = useApiClient();
  const store = useSessionStore();
  const root = useSessionRoot();
  const program = useProgram();
  const usOnlyPhone = useFeature('US_only_phone');
  const { pathname } = useLocation();
  const [at] = useState<WizardPlace>(() => wizardPlaceOfPath(pathname) ?? 'start');

  const data = patient.status === 'success' ? patient.data : null;
  const missingInformation = data?.missingInformation ?? null;
  // Whose draft it is: the ids with the name and birth date, so no other patient's draft is ever shown.
  const owner = data ? [data.patientDetails.acticsPatientId, data.intakeCaseId, data.patientDetails.firstName, data.patientDetails.lastName, data.patientDetails.dob].join('|') : null;
  // Re-rendered when the session's wizard changes; given only to its owner (read at render: the
  // owner is known once the hosting that notified has returned).
  const running = useSessionActor<WizardActor>('wizard');
  const actor = running && wizardOf(root, owner) === running ? running : undefined;

  useEffect(() => {
    if (!data || !missingInformation || owner === null) return;
    ensureWizard(root, {
      api,
      token: () => store.get().token,
      owner,
      missingInformation,
      acticsPatientId: data.patientDetails.acticsPatientId,
      intakeCaseId: data.intakeCaseId,
      programCode: program.code,
      usOnlyPhone,
      at,
      onSessionEnd: (end) => store.onEnd(end),
    });
    // One wizard per patient: what it opens with is read when it starts.
  }, [root, owner, missingInformation !== null]);

  if (patient.status !== 'success') return patient;
  if (!missingInformation) return { status: 'nothingMissing' };
  if (!actor) return { status: 'loading' };
  return { status: 'ready', actor };
}

/**
 * Keeps the address bar and the machine together: a route change (browser Back, a typed URL)
 * tells the machine where the patient asked to be; a move of the machine (Next, Back, an edit
 * link, submit) navigates. A place the machine corrects (a deep link to a step not in the list)
 * replaces the history entry, so browser Back does not return to it.
 *
 * Navigation follows the machine's transitions (a subscription), never a render's copy of the
 * place: a render can hold the place from before a SHOW it has just sent, and navigating to
 * that stale place would send the two back and forth for ever.
 */
export function useWizardRoute(actor: WizardActor): (event: WizardEvent) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const where = useRef(pathname);
  where.current = pathname;
  const correcting = useRef(true);

  useEffect(() => {
    let last = wizardPlace(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const place = wizardPlace(snapshot);
      if (place === last) return;
      last = place;
      const target = wizardRoutes[place];
      if (target !== where.current) navigate(target, { replace: correcting.current || place === 'success' });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const requested = wizardPlaceOfPath(pathname);
  useEffect(() => {
    if (!requested) return;
    correcting.current = true;
    if (wizardPlace(actor.getSnapshot()) !== requested) actor.send({ type: 'SHOW', at: requested });
    // Opened (or shown) somewhere the machine does not go: put the address bar where it is.
    const target = wizardRoutes[wizardPlace(actor.getSnapshot())];
    if (target !== where.current) navigate(target, { replace: true });
  }, [actor, requested, navigate]);

  return (event) => {
    correcting.current = false;
    actor.send(event);
  };
}
