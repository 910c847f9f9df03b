import { buttonClass, Heading, Text, Link } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import * as styles from './LandingPage.css.ts';

/** spec: prescription-experience §2 Landing screen: welcome, prompt to verify, ENTER to /login, two disclaimers. */
export function LandingPage() {
  const { copy, t } = useCopy();
  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-heading">
        <Heading level="1" id="landing-heading">
          {t(copy.landing.welcome)}
        </Heading>
        <p className={styles.lead}>{t(copy.landing.intro)}</p>
        <Text weight="strong">{t(copy.landing.verifyPrompt)}</Text>
        <div className={styles.actions}>
          <Link to="/login" className={`${buttonClass()} ${styles.enter}`}>
            {copy.landing.enter}
          </Link>
        </div>
      </section>
      <aside className={styles.disclaimers} aria-label={copy.landing.disclaimersLabel}>
        <p>{t(copy.landing.disclaimerAdverseEvents)}</p>
        <p>{t(copy.landing.disclaimerMedicalInformation)}</p>
      </aside>
    </>
  );
}
