import type { ClientAddress, ClientPrescription } from '@portal/care';
import { FailureView, Heading, LoadingOverlay, PhoneText, Text } from '@portal/design-system';
import { useLocation } from 'react-router';
import { useCopy, useFeature } from '@portal/program-config';
import { paymentsUnderWay } from '@portal/machines';
import { usePatientData } from '@portal/session';
import { cardStatusOf, sortCards } from './cardStatus.ts';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import * as styles from './PrescriptionCard.css.ts';
import { confirmingPaymentsOf, isBeingConfirmed, type ConfirmingPayments } from './paymentReturn.ts';

/** The list as props, so every state shows in Storybook without a session. */
export function PrescriptionsView({
  prescriptions,
  confirming = { kind: 'none' },
  shipTo = null,
}: {
  prescriptions: ClientPrescription[];
  confirming?: ConfirmingPayments;
  /** The patient's shipping address (§5): a shipped card shows where it went. */
  shipTo?: ClientAddress | null;
}) {
  const { copy, t } = useCopy();
  const paymentEnabled = useFeature('payment');
  // The cards that need the patient first, then the newest (decision 0055).
  const cards = sortCards(
    prescriptions.map((prescription) => {
      const beingConfirmed = isBeingConfirmed(prescription, confirming);
      return { prescription, beingConfirmed, status: cardStatusOf(prescription, { paymentEnabled, confirming: beingConfirmed }) };
    }),
  );
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.prescriptions.title}</Heading>
      {prescriptions.length === 0 ? <Text>{copy.prescriptions.empty}</Text> : null}
      {cards.map(({ prescription, beingConfirmed }) => (
        <PrescriptionCard key={prescription.id} prescription={prescription} confirming={beingConfirmed} shipTo={shipTo} />
      ))}
      <section className={styles.help} aria-labelledby="prescriptions-help">
        <Heading level="2" id="prescriptions-help">
          {copy.prescriptions.helpTitle}
        </Heading>
        <Text>
          {/* The programme phone as a tap-to-call link. */}
          <PhoneText text={t(copy.prescriptions.helpBody)} />
        </Text>
      </section>
    </div>
  );
}

/** /prescriptions: loading overlay, generic error view with a reload, or the cards. */
export function PrescriptionsPage() {
  const patient = usePatientData();
  const { copy } = useCopy();
  const paymentEnabled = useFeature('payment');
  const { search } = useLocation();
  // Read at render, not in an effect: the first frame of a return already says what is confirmed.
  const confirming = confirmingPaymentsOf(search, paymentsUnderWay(sessionStorage), paymentEnabled);
  if (patient.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;
  if (patient.status === 'error') {
    return <FailureView title={copy.failure.title} detail={patient.message} body={copy.failure.body} actionLabel={copy.failure.reload} onAction={patient.reload} />;
  }
  return <PrescriptionsView prescriptions={patient.data.prescriptions} confirming={confirming} shipTo={patient.data.patientDetails.shippingAddress} />;
}
