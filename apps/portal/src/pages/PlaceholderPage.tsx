import { Heading, Text } from '@portal/design-system';
import { useCopy } from '@portal/program-config';

/** A route whose page is not built yet: a clear heading, never a blank screen. */
export function PlaceholderPage({ title }: { title: string }) {
  const { copy } = useCopy();
  return (
    <>
      <Heading level="1">{title}</Heading>
      <Text tone="secondary">{copy.placeholder.body}</Text>
    </>
  );
}
