import type { ReactNode } from 'react';

/**
 * Words the server wrote (status text, insurance messages, dosage, fill status): the server speaks
 * English whatever the page's language, so they are marked `lang="en"` and a screen reader reads
 * them with English pronunciation on a Spanish page (WCAG 3.1.2 Language of Parts). On an English
 * page the mark restates the page's language and changes nothing.
 */
export function ServerText({ children }: { children: ReactNode }) {
  return <span lang="en">{children}</span>;
}
