import { Box, Heading, PhoneText, Stack, Text } from '@portal/design-system';
import { useCopy, useProgram } from '@portal/program-config';
import { languageAssistanceTaglines } from '@portal/program-config/language-assistance';
import * as styles from './LanguageAssistance.css.ts';

/**
 * /language-assistance: the notice of free language assistance (Section 1557 of the Affordable Care
 * Act, 45 CFR 92.11). One sentence in the page's language, then the programme's taglines, each in
 * its own language: marked with `lang` so a screen reader reads it with that language's voice and a
 * browser picks a font that has its script, and `dir="rtl"` for the scripts written right to left.
 * The phone number is a tap-to-call link kept left to right, so an Arabic line does not show its
 * groups of digits in reverse order.
 */
export function LanguageAssistanceView() {
  const program = useProgram();
  const { copy, t } = useCopy();
  const phoneHref = `tel:+1${program.contacts.programPhone}`;
  return (
    <Stack gap="large">
      <Heading level="1">{copy.languageAssistance.title}</Heading>
      <Text>
        <PhoneText text={t(copy.languageAssistance.intro)} />
      </Text>
      <Box as="ul" className={styles.list} aria-label={copy.languageAssistance.listLabel}>
        {languageAssistanceTaglines(program).map((tagline) => (
          <li key={tagline.lang} lang={tagline.lang} dir={tagline.dir} className={styles.tagline}>
            <Text weight="strong">{tagline.name}</Text>
            <Text>
              {tagline.before}
              <a href={phoneHref} dir="ltr" className={styles.phone}>
                {tagline.phone}
              </a>
              {tagline.after}
            </Text>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
