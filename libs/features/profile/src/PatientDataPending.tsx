import { Heading, LoadingOverlay, Text } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import * as styles from './profile.css.ts';

/**
 * A profile page before its patient data is there: the loading overlay, or the page's title over
 * the error text as plain text (§2, §8).
 */
export function PatientDataPending({ patient, title }: { patient: { status: 'loading' } | { status: 'error'; message: string }; title: string }) {
  const { copy } = useCopy();
  if (patient.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;
  return (
    <div className={styles.page}>
      <Heading level="1">{title}</Heading>
      <Text>{patient.message}</Text>
    </div>
  );
}
