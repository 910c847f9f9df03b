import { useEffect } from 'react';
import { buttonClass, Heading, Text, Link } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { clearProfile } from '@portal/session';
import * as styles from './Wizard.css.ts';
import { routes } from '@portal/routes';

/**
 * Where the patient goes on: after a successful submit where sign-in would have sent them with
 * nothing missing (§4: the tutorial), from the interim page to My Prescriptions.
 */
const AFTER_SUCCESS_PATH = routes.onboarding;
const AFTER_INTERIM_PATH = routes.prescriptions;

/**
 * /missing-information-success: what was received and what happens next. The profile held in
 * memory still lists the missing information, so it is dropped: the next page loads it afresh.
 */
export function MissingInformationSuccessPage() {
  const { copy } = useCopy();
  useEffect(() => clearProfile(), []);
  return (
    <OutcomeView title={copy.pages.missingInformationSuccess} body={copy.missingInformation.successBody} action={copy.missingInformation.continue} to={AFTER_SUCCESS_PATH} />
  );
}

/** /missing-information-interim: an open task whose insurance is saved is being reviewed (§4). */
export function MissingInformationInterimPage() {
  const { copy } = useCopy();
  return (
    <OutcomeView title={copy.pages.missingInformationInterim} body={copy.missingInformation.interimBody} action={copy.missingInformation.toPrescriptions} to={AFTER_INTERIM_PATH} />
  );
}

function OutcomeView({ title, body, action, to }: { title: string; body: string; action: string; to: string }) {
  const { copy, t } = useCopy();
  return (
    <div className={styles.page}>
      <Heading level="1">{title}</Heading>
      <Text>{body}</Text>
      <Text>{t(copy.missingInformation.callUs)}</Text>
      <div>
        <Link to={to} className={buttonClass({ variant: 'primary' })}>
          {action}
        </Link>
      </div>
    </div>
  );
}
