import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, ErrorBanner, ErrorBox, extractOtpDigits, formatUsPhone, Heading, normaliseInternationalPhone, OtpField, PhoneField, Text, TextField } from '@portal/design-system';
import type { SignInChannel } from '@portal/api';
import { useCopy } from '@portal/program-config';
import { isCompleteCode, isValidEmail, isValidPhone } from '@portal/validation';
import { takeEarlySubmit } from './earlySubmit.ts';
import * as styles from './Login.css.ts';
import { useWebOtp } from './webOtp.ts';

export type LoginStep = 'address' | 'code';

export interface LoginViewProps {
  step: LoginStep;
  /** The channel and address the code went to (code step). */
  channel: SignInChannel;
  address: string;
  /** Sending or verifying: buttons are busy and a second press does nothing. */
  busy: boolean;
  error: string | null;
  /** 'Your login session has expired…' while it is shown (30 s). */
  sessionExpiredMessage: string | null;
  codeResent: boolean;
  /**
   * How many codes the server has turned down on this sign-in. When it grows, the code is typed
   * afresh: the boxes empty and the first takes focus, while the error box says why. An error
   * without it (a code that could not be checked) leaves the code as typed, to be sent again.
   */
  codeRefusals: number;
  usOnlyPhone: boolean;
  /**
   * The page is on screen but its code does not run the sign-in yet (the prerendered page on a slow
   * network): Get code says it is getting ready, and a press now is carried out once it is.
   */
  starting?: boolean;
  onSendCode: (channel: SignInChannel, address: string) => void;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onChangeAddress: () => void;
}

/**
 * /login, both steps (access-and-identity §2 Login screen and Code step). State comes in as
 * props, so every state can be shown in Storybook without a running machine.
 */
export function LoginView(props: LoginViewProps) {
  return props.step === 'address' ? <AddressStep {...props} /> : <CodeStep {...props} />;
}

function AddressStep({ busy, error, sessionExpiredMessage, usOnlyPhone, channel, address, starting = false, onSendCode }: LoginViewProps) {
  const { copy } = useCopy();
  const formRef = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState(channel === 'sms' ? address : '');
  const [email, setEmail] = useState(channel === 'email' ? address : '');
  const [useEmail, setUseEmail] = useState(channel === 'email');
  const [touched, setTouched] = useState({ phone: false, email: false });
  // Get code pressed (or Enter) before the sign-in could send: carried out once it can.
  const pressedEarly = useRef(false);

  const emailSet = useEmail && email.trim() !== '';
  const phoneValid = isValidPhone(phone, { usOnly: usOnlyPhone });
  const emailValid = isValidEmail(email.trim());
  const ready = emailSet ? emailValid : phoneValid;

  const send = () => {
    setTouched({ phone: true, email: true });
    if (starting) pressedEarly.current = true;
    else if (!busy && ready) onSendCode(emailSet ? 'email' : 'sms', emailSet ? email.trim() : phone);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  // The prerendered form works before the page's code arrives: what was typed there, and a press
  // sent then, count now. React replays the typed value as a change too, but not necessarily before
  // the sign-in is ready; read here, it is in the state the early press is carried out with.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typedPhone = form.elements.namedItem('phone');
    if (typedPhone instanceof HTMLInputElement && typedPhone.value !== '') {
      const text = usOnlyPhone ? formatUsPhone(typedPhone.value).text : normaliseInternationalPhone(typedPhone.value);
      setPhone((current) => (current === '' ? text : current));
    }
    if (takeEarlySubmit(form)) {
      setTouched({ phone: true, email: true });
      pressedEarly.current = true;
    }
    // As the page takes over the form it found (usOnlyPhone is the programme's: it never changes).
  }, [usOnlyPhone]);

  useEffect(() => {
    if (starting || !pressedEarly.current) return;
    pressedEarly.current = false;
    if (!busy && ready) onSendCode(emailSet ? 'email' : 'sms', emailSet ? email.trim() : phone);
  }, [starting, busy, ready, emailSet, email, phone, onSendCode]);

  return (
    // method="dialog": the sign-in page is prerendered, so this form exists before the script. A
    // browser submitting it natively (Enter pressed before the script has run, or the script never
    // arriving) would put the phone number or e-mail in the address (GET /login?phone=…). A dialog
    // form outside a dialog submits nothing and goes nowhere; the app's onSubmit does the work.
    <form ref={formRef} className={styles.form} onSubmit={submit} method="dialog" noValidate>
      <Heading level="1">{copy.signIn.title}</Heading>
      <ErrorBanner>{sessionExpiredMessage}</ErrorBanner>
      <Text>{useEmail ? copy.signIn.introEmail : copy.signIn.intro}</Text>
      <PhoneField
        usOnly={usOnlyPhone}
        label={copy.signIn.phoneLabel}
        description={usOnlyPhone ? copy.signIn.phoneHintUs : copy.signIn.phoneHintInternational}
        placeholders={{ us: copy.signIn.phonePlaceholder, international: copy.signIn.phonePlaceholderInternational }}
        value={phone}
        onChange={(value) => setPhone(value)}
        onBlur={() => setTouched((current) => ({ ...current, phone: true }))}
        disabled={emailSet}
        errorMessage={!emailSet && touched.phone && phone.trim() !== '' && !phoneValid ? copy.validation.phoneInvalid : undefined}
        name="phone"
      />
      {useEmail ? (
        <TextField
          label={copy.signIn.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          errorMessage={touched.email && email.trim() !== '' && !emailValid ? copy.validation.emailInvalid : undefined}
          name="email"
        />
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setUseEmail((current) => !current);
          setEmail('');
        }}
      >
        {useEmail ? copy.signIn.usePhone : copy.signIn.useEmail}
      </button>
      <ErrorBox>{error}</ErrorBox>
      {/* Getting ready: not disabled, so a press before the code is here sends the form (noted by the boot script). */}
      <Button
        type="submit"
        disabled={!starting && !ready}
        pending={busy}
        pendingLabel={copy.common.pending}
        fullWidth
        // A press of the disabled button (Enter presses it too) sends nothing, and says what is wrong.
        onClickCapture={() => setTouched({ phone: true, email: true })}
        // The page says it is still to change: tests wait for it to go (apps/portal-e2e fixtures).
        data-starting={starting || undefined}
      >
        {starting ? copy.signIn.gettingReady : copy.signIn.getCode}
      </Button>
    </form>
  );
}

function CodeStep({ busy, error, channel, address, codeResent, codeRefusals, onSubmitCode, onResend, onChangeAddress }: LoginViewProps) {
  const { copy, t } = useCopy();
  const [code, setCode] = useState('');
  const complete = isCompleteCode(code);
  // A refused code is typed again, not corrected: the boxes start afresh (a new field, whose
  // focusOnMount puts focus in the first box) and the error box, a live region, says why.
  const [refusalsSeen, setRefusalsSeen] = useState(codeRefusals);
  if (refusalsSeen !== codeRefusals) {
    setRefusalsSeen(codeRefusals);
    setCode('');
  }

  const formRef = useRef<HTMLFormElement>(null);
  // The phone's offer of the SMS code (Android Chrome): filled in and sent the way a typed code is.
  const webOtp = useWebOtp((offered) => {
    const digits = extractOtpDigits(offered);
    if (!isCompleteCode(digits)) return;
    flushSync(() => setCode(digits));
    formRef.current?.requestSubmit();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !complete) return;
    webOtp.stop();
    onSubmitCode(code);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} method="dialog" noValidate>
      <Heading level="1">{copy.signIn.codeTitle}</Heading>
      <Text>{t(channel === 'sms' ? copy.signIn.codeSentToPhone : copy.signIn.codeSentToEmail, { address })}</Text>
      <OtpField
        key={codeRefusals}
        label={copy.signIn.codeLabel}
        digitLabel={(position, total) => t(copy.signIn.codeDigitLabel, { index: position, total })}
        value={code}
        onChange={(typed) => {
          // Typed, pasted or autofilled by the patient: an SMS arriving later must not replace it.
          webOtp.stop();
          setCode(typed);
        }}
        focusOnMount
        name="code"
      />
      <ErrorBox>{error}</ErrorBox>
      <div role="status" aria-live="polite">
        {codeResent && !error ? <p className={styles.notice}>{copy.signIn.codeResent}</p> : null}
      </div>
      <Button type="submit" disabled={!complete} pending={busy} pendingLabel={copy.common.pending} fullWidth>
        {copy.signIn.submitCode}
      </Button>
      <p className={styles.resendRow}>
        <span>{copy.signIn.didNotReceive}</span>
        <button type="button" className={styles.linkButton} onClick={onResend} disabled={busy}>
          {copy.signIn.resendCode}
        </button>
      </p>
      <button type="button" className={styles.linkButton} onClick={onChangeAddress}>
        {copy.signIn.changeNumber}
      </button>
    </form>
  );
}
