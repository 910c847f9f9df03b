import type { ReactNode } from 'react';
import { splitPhoneNumbers } from '@portal/formats';

/** Text whose phone numbers are tap-to-call links (prescription-experience §4). */
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
