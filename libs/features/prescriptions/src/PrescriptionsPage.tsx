import type { ClientPrescription } from '@portal/api';
import { FailureView, Heading, LoadingOverlay, PhoneText, Text } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { usePatientData } from '@portal/session';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import * as styles from './PrescriptionCard.css.ts';

/** The list as props, so every state shows in Storybook without a session. */
export function PrescriptionsView({ prescriptions }: { prescriptions: ClientPrescription[] }) {
  const { copy, t } = useCopy();
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.prescriptions.title}</Heading>
      {prescriptions.length === 0 ? <Text>{copy.prescriptions.empty}</Text> : null}
      {prescriptions.map((prescription) => (
        <PrescriptionCard key={prescription.id} prescription={prescription} />
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
  if (patient.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;
  if (patient.status === 'error') {
    return <FailureView title={copy.failure.title} detail={patient.message} body={copy.failure.body} actionLabel={copy.failure.reload} onAction={patient.reload} />;
  }
  return <PrescriptionsView prescriptions={patient.data.prescriptions} />;
}
