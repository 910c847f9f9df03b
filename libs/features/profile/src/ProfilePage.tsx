import type { ReactNode } from 'react';
import type { ClientAddress, ClientPatientData } from '@portal/care';
import { Heading, Link } from '@portal/design-system';
import { formatPhoneForDisplay, formatServerDate } from '@portal/formats';
import { useCopy, useFeature, useProgram } from '@portal/program-config';
import { usePatientData } from '@portal/session';
import { PreferencesSection } from './PreferencesSection.tsx';
import { PatientDataPending } from './PatientDataPending.tsx';
import * as styles from './profile.css.ts';

/** Where the edit link of the shipping address leads on /profile (§2). */
const EDIT_SHIPPING_ADDRESS_FROM_PROFILE = '/update-shipping-address?returnUrl=/profile';

function AddressLines({ address, none }: { address: ClientAddress | null; none: string }) {
  if (!address) return <>{none}</>;
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <span className={styles.line} translate="no">
        {address.street}
      </span>
      <span className={styles.line} translate="no">
        {place}
      </span>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export interface ProfileViewProps {
  patient: ClientPatientData['patientDetails'];
  /** The updateShippingAddress feature (§2): the edit link shows only with it. */
  canEditShippingAddress: boolean;
  /** The communication preferences section (a live one on the page, a static one in stories). */
  preferences?: ReactNode;
}

/** /profile as props (§2 Profile): every value as the spec's display formats write it (§5). */
export function ProfileView({ patient, canEditShippingAddress, preferences }: ProfileViewProps) {
  const { copy } = useCopy();
  const program = useProgram();
  const text = copy.profile;
  // The patient's own values (a name, an address) are in no language: a page translation leaves them be.
  const orNone = (value: string) => (value.trim() === '' ? text.notOnFile : <span translate="no">{value}</span>);
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.pages.profile}</Heading>
      <section className={styles.section} aria-labelledby="personal-information">
        <Heading level="2" id="personal-information">
          {text.personalInformation}
        </Heading>
        <dl className={styles.details}>
          <Detail term={text.fullName}>{orNone(`${patient.firstName} ${patient.lastName}`)}</Detail>
          <Detail term={text.dob}>{orNone(formatServerDate(patient.dob, program.language))}</Detail>
          <Detail term={text.mobile}>{orNone(formatPhoneForDisplay(patient.phoneNumber))}</Detail>
          <Detail term={text.email}>{orNone(patient.emailAddress)}</Detail>
          <Detail term={text.primaryAddress}>
            <AddressLines address={patient.address} none={text.notOnFile} />
          </Detail>
          <Detail term={text.shippingAddress}>
            <AddressLines address={patient.shippingAddress} none={text.noShippingAddress} />
            {canEditShippingAddress ? (
              <Link to={EDIT_SHIPPING_ADDRESS_FROM_PROFILE} className={`${styles.line} ${styles.editLink}`}>
                {text.editShippingAddress}
              </Link>
            ) : null}
          </Detail>
        </dl>
      </section>
      {preferences}
    </div>
  );
}

/** /profile: loading overlay, the error text as plain text (§2, §8), or the profile with its preferences. */
export function ProfilePage() {
  const patient = usePatientData();
  const { copy } = useCopy();
  const canEdit = useFeature('updateShippingAddress');
  if (patient.status !== 'success') return <PatientDataPending patient={patient} title={copy.pages.profile} />;
  const details = patient.data.patientDetails;
  return (
    <ProfileView
      patient={details}
      canEditShippingAddress={canEdit}
      preferences={<PreferencesSection saved={{ sms: details.preferPhone, email: details.preferEmailAddress }} />}
    />
  );
}
