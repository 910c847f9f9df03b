import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { register } from '@portal/api';
import { copyMessage, useCopy, useFeature } from '@portal/program-config';
import { discardDraft, draftOwner, readDraft, saveDraft, useApiClient, useSession } from '@portal/session';
import { emptyVerifyProfileForm, toRegistrationPayload, type VerifyProfileForm } from '@portal/validation';
import type { SignInActor } from '../signIn/useSignIn.ts';
import { useSignIn } from '../signIn/useSignIn.ts';
import { VerifyProfileView } from './VerifyProfileView.tsx';

const DRAFT = 'verifyProfile';

/** Statuses by which the registration call says the details do not match (§8 registration mismatch). */
const MISMATCH_STATUSES = new Set([400, 404, 409, 422]);

/**
 * /verification: registers the patient, then lets the sign-in machine fetch the profile and route.
 * The form waits for the sign-in (hosted once the page is on screen): whose draft it gives back
 * is the sign-in's.
 */
export function VerifyProfilePage() {
  const actor = useSignIn();
  return actor ? <VerifyProfile actor={actor} /> : null;
}

function VerifyProfile({ actor }: { actor: SignInActor }) {
  const api = useApiClient();
  const session = useSession();
  const { copy } = useCopy();
  const usOnlyPhone = useFeature('US_only_phone');
  const [registering, setRegistering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const machineBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const machineError = useSelector(actor, (snapshot) => snapshot.context.error);
  const finished = useSelector(actor, (snapshot) => snapshot.status === 'done');
  // What this person typed before a 401 or an expiry ended their session comes back.
  const owner = useSelector(actor, (snapshot) => draftOwner(snapshot.context.channel, snapshot.context.address));
  // §2 "The phone number captured at sign-in seeds the phone field": the sign-in's own, never the
  // session's storage. A sign-in that could not be resumed after a reload seeds nothing: the field
  // is then open and required like the others.
  const signInPhone = useSelector(actor, (snapshot) => (snapshot.context.channel === 'sms' ? snapshot.context.address : ''));
  const [initial] = useState(() => readDraft<VerifyProfileForm>(DRAFT, owner) ?? emptyVerifyProfileForm({ phoneNumber: signInPhone }));
  const keepDraft = useCallback((form: VerifyProfileForm) => saveDraft(DRAFT, owner, form), [owner]);

  // The sign-in has ended (registered and routed, or sent to an error page) and useSignIn is
  // navigating. The session changes at once while the router's update is a transition, so a
  // <Navigate to="/login"> rendered here in between would win over that navigation.
  if (finished) return null;
  // Only a patient who verified a code and is not registered belongs here.
  if (session.status !== 'verifying' || !session.token) return <Navigate to="/login" replace />;
  const token = session.token;

  const submit = async (form: VerifyProfileForm) => {
    setRegistering(true);
    setError(null);
    const result = await register(api, token, toRegistrationPayload(form));
    setRegistering(false);
    if (result.ok) {
      discardDraft(DRAFT);
      actor.send({ type: 'REGISTERED', token, hubPatient: result.data.hubPatient });
      return;
    }
    const failure = result.error;
    if (failure.kind === 'http') setError(MISMATCH_STATUSES.has(failure.status) ? copy.accessErrors.registrationMismatch : copy.accessErrors.enrolmentFailure);
    else if (failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'invalidResponse') setError(copy.errors[failure.kind]);
  };

  return (
    <VerifyProfileView
      initial={initial}
      usOnlyPhone={usOnlyPhone}
      busy={registering || machineBusy}
      error={error ?? copyMessage(copy, machineError)}
      today={new Date()}
      onSubmit={(form) => void submit(form)}
      onChange={keepDraft}
    />
  );
}
