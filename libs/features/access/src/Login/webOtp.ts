import { useEffect, useRef } from 'react';

/**
 * The WebOTP API (Chrome on Android): `navigator.credentials.get({ otp })` resolves with the code
 * of an SMS whose last line binds it to this site, `@<host> #123456` (the format per programme host:
 * docs/production-and-hosting.md, "The sign-in text message"; decision 0060). The DOM's own types
 * do not name it yet.
 */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: readonly 'sms'[] };
}

function codeOf(credential: Credential | null): string | null {
  if (!credential || !('code' in credential)) return null;
  return typeof credential.code === 'string' ? credential.code : null;
}

/**
 * Asks the phone once, while the code step is shown, for the code of the sign-in SMS; `onCode`
 * receives it. Where the API is absent nothing is asked, and paste and `one-time-code` autofill work
 * as they always do. The returned `stop` gives up the request: the patient typed, pasted or sent a
 * code, so an SMS arriving later must not overwrite it. Leaving the step gives it up too. A refusal
 * by the patient, a timeout or an abort ends the request silently: the boxes are still there.
 */
export function useWebOtp(onCode: (code: string) => void): { stop: () => void } {
  const request = useRef<AbortController | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const controller = new AbortController();
    request.current = controller;
    const options: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials.get(options).then(
      (credential) => {
        const code = codeOf(credential);
        // A request given up may still resolve (a browser that ignores the signal): its code is not used.
        if (controller.signal.aborted || code === null) return;
        request.current = null;
        latestOnCode.current(code);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const stop = useRef(() => {
    request.current?.abort();
    request.current = null;
  }).current;
  return { stop };
}
