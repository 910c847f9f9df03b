import { Button } from '../Button/Button.tsx';
import { Heading, Text } from '../Typography/Typography.tsx';
import * as styles from './FailureView.css.ts';

/**
 * "Something went wrong..." with a way forward (spec: access-and-identity §8 failure screen,
 * prescription-experience §2 Other screens). `detail` carries a specific message when there is one.
 */
export function FailureView({ title, body, detail, actionLabel, onAction }: { title: string; body: string; detail?: string | null; actionLabel: string; onAction: () => void }) {
  return (
    <div className={styles.failure} role="alert" aria-live="polite">
      <Heading level="1">{title}</Heading>
      {detail ? <Text>{detail}</Text> : null}
      <Text tone="secondary">{body}</Text>
      <Button onClick={onAction}>{actionLabel}</Button>
    </div>
  );
}
