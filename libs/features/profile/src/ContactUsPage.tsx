import { Heading, PhoneText, Text } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import * as styles from './profile.css.ts';

/** /contact-us (prescription-experience §2): the questions line with the programme phone as a tap-to-call link. */
export function ContactUsPage() {
  const { copy, t } = useCopy();
  return (
    <div className={styles.page}>
      <Heading level="1">{copy.pages.contactUs}</Heading>
      <Text>
        <PhoneText text={t(copy.contactUs.questions)} />
      </Text>
    </div>
  );
}
