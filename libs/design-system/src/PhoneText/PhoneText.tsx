import type { ReactNode } from 'react';
import { splitPhoneNumbers } from '@portal/formats';

/**
 * Text with phone numbers as tap-to-call links (10 digits, optional +1; prescription-experience
 * §4), built as React elements: server text is never parsed as HTML. Line breaks are kept by the
 * caller's CSS (pre-line).
 */
export function PhoneText({ text }: { text: string }): ReactNode {
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
