import { buttonClass, Heading, Text, Link } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { PageTitle } from './PageTitle.tsx';
import * as styles from './pages.css.ts';

/** spec: prescription-experience §2 Other screens: Not-found. */
export function NotFoundPage() {
  const { copy } = useCopy();
  return (
    <div className={styles.centred}>
      <PageTitle title={copy.notFound.title} />
      <Heading level="1">{copy.notFound.title}</Heading>
      <Text>{copy.notFound.body}</Text>
      <Link to="/" className={buttonClass()}>
        {copy.notFound.home}
      </Link>
    </div>
  );
}
