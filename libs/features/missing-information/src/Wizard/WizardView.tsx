import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Button, ErrorBanner, ErrorBox, Heading, Text, visuallyHidden, Link } from '@portal/design-system';
import { wizardPlace, wizardProgress, wizardRoutes, type WizardEvent, type WizardSnapshot } from '@portal/machines';
import { copyMessage, useCopy, type Copy } from '@portal/program-config';
import { insuranceSetsInUse, insuranceTextFields, joinAddress, usStates, type WizardForm, type WizardStep } from '@portal/validation';
import { cardSideLabel, focusField, setTitle, stepSummary, stepTitle } from './fields.ts';
import { InsuranceStep } from './InsuranceStep.tsx';
import { AddressStep, EmailStep, GenderStep, PhoneStep, useGenderLabels } from './Steps.tsx';
import * as styles from './Wizard.css.ts';

export interface WizardViewProps {
  snapshot: WizardSnapshot;
  send: (event: WizardEvent) => void;
}

/**
 * The wizard's screen for where the machine is: the start page, a step, or review
 * (access-and-identity §2 "Missing-information wizard", §4 "Wizard").
 */
export function WizardView({ snapshot, send }: WizardViewProps) {
  const place = wizardPlace(snapshot);
  if (place === 'success') return null;
  if (place === 'start') return <StartView snapshot={snapshot} send={send} />;
  if (place === 'review') return <ReviewView snapshot={snapshot} send={send} />;
  return <StepView step={place} snapshot={snapshot} send={send} />;
}

function StartView({ snapshot, send }: WizardViewProps) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const { steps } = snapshot.context;
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.pages.missingInformationStart}</Heading>
      {steps.length > 0 ? (
        <>
          <Text>{text.startIntro}</Text>
          <Heading level="2">{text.startStepsHeading}</Heading>
          <ol className={styles.stepList}>
            {steps.map((step) => (
              <li key={step}>
                <Text>{stepSummary(text, step)}</Text>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Text>{text.startNoSteps}</Text>
      )}
      <div className={styles.actions}>
        <span />
        <Button onClick={() => send({ type: 'START' })}>{text.start}</Button>
      </div>
    </div>
  );
}

function StepView({ step, snapshot, send }: WizardViewProps & { step: WizardStep }) {
  const { copy, t } = useCopy();
  const text = copy.missingInformation;
  const { form, errors, focus, returnToReview, files, cardImagesDropped, usOnlyPhone } = snapshot.context;
  const { index, total } = wizardProgress(snapshot.context);
  const hasErrors = Object.keys(errors).length > 0;

  // After a failed Next the first field in error takes focus (again on every attempt).
  useEffect(() => {
    if (focus) focusField(focus.field);
  }, [focus]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'NEXT' });
  };
  const body = { form, errors, send };
  return (
    <form className={styles.page} onSubmit={next} noValidate>
      <div className={styles.progress}>
        <Text tone="secondary">{t(text.progress, { index, total })}</Text>
        <div className={styles.progressBar} aria-hidden="true">
          {snapshot.context.steps.map((listed, position) => (
            <span key={listed} className={position < index ? styles.progressSegment.done : styles.progressSegment.todo} />
          ))}
        </div>
      </div>
      <Heading level="1">{stepTitle(copy, step)}</Heading>
      <ErrorBox>{hasErrors ? text.errorSummary : null}</ErrorBox>
      {step === 'address' ? <AddressStep {...body} /> : null}
      {step === 'phone' ? <PhoneStep {...body} usOnlyPhone={usOnlyPhone} /> : null}
      {step === 'email' ? <EmailStep {...body} /> : null}
      {step === 'gender' ? <GenderStep {...body} /> : null}
      {step === 'insurance' ? <InsuranceStep {...body} files={files} cardImagesDropped={cardImagesDropped} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
          {text.back}
        </Button>
        <Button type="submit">{returnToReview ? text.saveAndReview : text.next}</Button>
      </div>
    </form>
  );
}

function ReviewView({ snapshot, send }: WizardViewProps) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const { steps, form, submitError } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const genderLabels = useGenderLabels();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <Heading level="1">{copy.pages.missingInformationReview}</Heading>
      <Text>{text.reviewIntro}</Text>
      <dl className={styles.review}>
        {steps.map((step) => (
          <div key={step} className={styles.reviewRow}>
            <dt className={styles.reviewTerm}>{stepTitle(copy, step)}</dt>
            <dd className={styles.reviewValue}>{reviewValue(step, form, copy, genderLabels)}</dd>
            <dd className={styles.editLink}>
              <Link
                to={wizardRoutes[step]}
                onClick={(event) => {
                  event.preventDefault();
                  send({ type: 'EDIT', step });
                }}
              >
                {text.edit}
                <span className={visuallyHidden}> {stepTitle(copy, step)}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <ErrorBanner>{copyMessage(copy, submitError)}</ErrorBanner>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })} disabled={busy}>
          {text.back}
        </Button>
        <Button type="submit" pending={busy} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

const stateName = (code: string) => usStates.find((state) => state.code === code)?.name ?? code;

/** What review shows for a step: the answers as the patient will recognise them. */
function reviewValue(step: WizardStep, form: WizardForm, copy: Copy, genderLabels: Record<string, string>): ReactNode {
  const text = copy.missingInformation;
  const orNone = (value: string) => (value.trim() === '' ? text.notProvided : value.trim());
  switch (step) {
    case 'address': {
      // §2: the street (address1, address2 joined by a comma), then city, state, ZIP.
      const { city, state, zip } = form.address;
      const second = [city.trim(), [stateName(state), zip.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      return [joinAddress(form.address), second].filter(Boolean).join('\n') || text.notProvided;
    }
    case 'phone':
      return orNone(form.phone);
    case 'email':
      return orNone(form.email);
    case 'gender':
      return form.gender === '' ? text.notProvided : genderLabels[form.gender];
    case 'insurance': {
      if (form.insurance.hasInsurance === null) return text.notProvided;
      if (!form.insurance.hasInsurance) return text.noInsurance;
      return insuranceSetsInUse(form.insurance)
        .map((set) => {
          const details = form.insurance[set];
          const lines = [
            ...(['frontImage', 'backImage'] as const).map((side) => `${cardSideLabel(text, set, side)}: ${details[side] ? details[side] : text.noCardPhoto}`),
            ...insuranceTextFields.filter((field) => details[field].trim() !== '').map((field) => `${text[field]}: ${details[field].trim()}`),
          ];
          return [setTitle(text, set), ...lines].join('\n');
        })
        .join('\n\n');
    }
    default:
      return step satisfies never;
  }
}
