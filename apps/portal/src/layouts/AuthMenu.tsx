import { SignedInMenu } from '@portal/feature-shell';
import { useFeature } from '@portal/program-config';
import { usePatientData } from '@portal/session';

/**
 * The signed-in menu with the patient's data: spec §2, not rendered until the data has loaded;
 * Payment and Fill History depend on the prescriptions. Loaded lazily with the signed-in pages.
 */
export default function AuthMenu() {
  const patient = usePatientData();
  const paymentEnabled = useFeature('payment');
  const data = patient.status === 'success' ? patient.data : null;
  return <SignedInMenu prescriptions={data ? data.prescriptions : null} paymentEnabled={paymentEnabled} firstName={data ? data.patientDetails.firstName : null} />;
}
