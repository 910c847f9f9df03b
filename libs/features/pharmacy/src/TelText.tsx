import type { ReactNode } from 'react';
import { splitPhoneNumbers } from '@portal/formats';

/** Text with its phone numbers as tap-to-call links, built as React elements (never parsed as HTML). */
export function TelText({ text }: { text: string }): ReactNode {
  return splitPhoneNumbers(text).map((segment, index) =>
    segment.kind === 'phone' ? (
      <a key={index} href={segment.href}>
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}
