import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, DateOfBirthField, ErrorBox, Heading, PhoneField, Text, TextField } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import {
  canSubmitVerifyProfile,
  isValidPhone,
  isVerifyProfileValid,
  validateVerifyProfile,
  type VerifyProfileErrors,
  type VerifyProfileForm,
} from '@portal/validation';
import * as styles from '../Login/Login.css.ts';

/**
 * The terms dialog (Radix Dialog and the legal text's layout, 14 KB) loads after this page has
 * shown, not with it: the sign-in page, which shares this page's code, and Verify Profile itself
 * show sooner on a weak network. By the time the patient reaches the link it has arrived.
 */
const loadTermsOfUseModal = () => import('./TermsOfUseModal.tsx');
const TermsOfUseModal = lazy(() => loadTermsOfUseModal().then((module) => ({ default: module.TermsOfUseModal })));

export interface VerifyProfileViewProps {
  initial: VerifyProfileForm;
  usOnlyPhone: boolean;
  busy: boolean;
  /** Registration or profile error, as text. */
  error: string | null;
  /** Today, for the date-of-birth rules (a prop so stories and tests are stable). */
  today: Date;
  onSubmit: (form: VerifyProfileForm) => void;
  /** Every change of the form, so the page can keep a draft. */
  onChange?: (form: VerifyProfileForm) => void;
}

/**
 * /verification "Verify Profile" (access-and-identity §2, §5). Submit validates every field and
 * shows each message under its field; nothing typed is lost on an error.
 */
export function VerifyProfileView({ initial, usOnlyPhone, busy, error, today, onSubmit, onChange }: VerifyProfileViewProps) {
  const { copy } = useCopy();
  const [form, setForm] = useState(initial);
  useEffect(() => onChange?.(form), [form, onChange]);
  const [errors, setErrors] = useState<VerifyProfileErrors>({});
  // The dialog is mounted from the first opening on (its code loads on demand), so it can close.
  const [terms, setTerms] = useState<'unopened' | 'open' | 'closed'>('unopened');
  useEffect(() => {
    // Fetched once the page is on screen (a failure shows when the patient opens the terms).
    loadTermsOfUseModal().catch(() => undefined);
  }, []);
  // §2: the phone from sign-in seeds the field, which is disabled when that number is valid.
  const [phoneLocked] = useState(() => isValidPhone(initial.phoneNumber, { usOnly: usOnlyPhone }));

  const set = <K extends keyof VerifyProfileForm>(field: K, value: VerifyProfileForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field as keyof VerifyProfileErrors]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (field: keyof VerifyProfileErrors) => {
    const key = errors[field];
    return key ? copy.validation[key] : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateVerifyProfile(form, { today, usOnlyPhone });
    setErrors(found);
    if (isVerifyProfileValid(found)) onSubmit(form);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Heading level="1">{copy.verification.title}</Heading>
      <Text>{copy.verification.intro}</Text>
      <TextField label={copy.verification.firstName} value={form.firstName} onChange={(value) => set('firstName', value)} autoComplete="given-name" required errorMessage={message('firstName')} name="firstName" />
      <TextField label={copy.verification.lastName} value={form.lastName} onChange={(value) => set('lastName', value)} autoComplete="family-name" required errorMessage={message('lastName')} name="lastName" />
      <DateOfBirthField
        label={copy.verification.dateOfBirth}
        partLabels={{ month: copy.verification.month, day: copy.verification.day, year: copy.verification.year }}
        partPlaceholders={{ month: copy.verification.monthPlaceholder, day: copy.verification.dayPlaceholder, year: copy.verification.yearPlaceholder }}
        value={form.birthDate}
        onChange={(value) => set('birthDate', value)}
        required
        errorMessage={message('birthDate')}
      />
      <TextField label={copy.verification.zipCode} value={form.postalCode} onChange={(value) => set('postalCode', value)} autoComplete="postal-code" inputMode="numeric" required errorMessage={message('postalCode')} name="postalCode" />
      <PhoneField
        usOnly={usOnlyPhone}
        label={copy.verification.mobilePhone}
        placeholders={{ us: copy.signIn.phonePlaceholder, international: copy.signIn.phonePlaceholderInternational }}
        value={form.phoneNumber}
        onChange={(value) => set('phoneNumber', value)}
        disabled={phoneLocked}
        required
        errorMessage={message('phoneNumber')}
        name="phoneNumber"
      />
      <Checkbox
        isSelected={form.residentOfUSA === true}
        onChange={(selected) => set('residentOfUSA', selected)}
        isRequired
        errorMessage={message('residentOfUSA')}
        tooltip={{ content: copy.verification.residencyTooltip, triggerLabel: copy.verification.residencyTooltip }}
        name="residentOfUSA"
      >
        {copy.verification.residentOfUSA}
      </Checkbox>
      <Checkbox
        isSelected={form.agreeToTermsAndConditions === true}
        onChange={(selected) => set('agreeToTermsAndConditions', selected)}
        isRequired
        errorMessage={message('agreeToTermsAndConditions')}
        name="agreeToTermsAndConditions"
        accessibleName={`${copy.verification.agreeToTermsBefore}${copy.verification.agreeToTermsLink}${copy.verification.agreeToTermsAfter}`}
      >
        {copy.verification.agreeToTermsBefore}
        <button type="button" className={styles.inlineLink} onClick={() => setTerms('open')}>
          {copy.verification.agreeToTermsLink}
        </button>
        {copy.verification.agreeToTermsAfter}
      </Checkbox>
      <ErrorBox>{error}</ErrorBox>
      <Button type="submit" disabled={!canSubmitVerifyProfile(form)} pending={busy} pendingLabel={copy.common.pending} fullWidth>
        {copy.verification.submit}
      </Button>
      {terms === 'unopened' ? null : (
        <Suspense fallback={null}>
          <TermsOfUseModal open={terms === 'open'} onOpenChange={(open) => setTerms(open ? 'open' : 'closed')} />
        </Suspense>
      )}
    </form>
  );
}
