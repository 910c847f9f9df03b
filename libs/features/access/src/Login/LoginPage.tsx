import { useSelector } from '@xstate/react';
import { copyMessage, useCopy, useFeature } from '@portal/program-config';
import { useSession } from '@portal/session';
import { useSignIn } from '../signIn/useSignIn.ts';
import { LoginView } from './LoginView.tsx';
import { loginViewAtStart } from './loginViewStart.ts';

/**
 * /login: the sign-in machine behind the two-step view. Until the sign-in is hosted (the first
 * render, and the prerendered page) the view is the machine's first step, empty.
 */
export function LoginPage() {
  const actor = useSignIn();
  const { copy } = useCopy();
  const usOnlyPhone = useFeature('US_only_phone');
  // spec §4: set for 30 s after an expiry, a 401 or the absolute lifetime (the session store clears it).
  const { endNotice } = useSession();
  const endNoticeText = { expired: copy.errors.sessionExpired, unauthorized: copy.errors.sessionEnded, lifetime: copy.errors.sessionLifetime };

  const view = useSelector(actor ?? undefined, (snapshot) => snapshot ? {
    step: snapshot.hasTag('addressStep') ? ('address' as const) : ('code' as const),
    busy: snapshot.hasTag('busy'),
    channel: snapshot.context.channel,
    address: snapshot.context.address,
    error: snapshot.context.error,
    codeResent: snapshot.context.codeResent,
    codeRefusals: snapshot.context.codeRefusals,
  } : loginViewAtStart, (a, b) => a.step === b.step && a.busy === b.busy && a.channel === b.channel && a.address === b.address && a.error === b.error && a.codeResent === b.codeResent && a.codeRefusals === b.codeRefusals);

  return (
    <LoginView
      {...view}
      error={copyMessage(copy, view.error)}
      sessionExpiredMessage={endNotice ? endNoticeText[endNotice.reason] : null}
      usOnlyPhone={usOnlyPhone}
      starting={!actor}
      onSendCode={(channel, address) => actor?.send({ type: 'SEND_CODE', channel, address })}
      onSubmitCode={(code) => actor?.send({ type: 'SUBMIT_CODE', code })}
      onResend={() => actor?.send({ type: 'RESEND' })}
      onChangeAddress={() => actor?.send({ type: 'CHANGE_ADDRESS' })}
    />
  );
}
