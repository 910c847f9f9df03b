/**
 * The drafts themselves (drafts.ts reads and writes them). Apart from the rest because the session
 * provider, in the landing page's first script, only ever forgets them all at a logout; the forms
 * that keep a draft load later, with the code that reads it.
 */
export const drafts = new Map<string, { owner: string; value: unknown }>();

export function discardAllDrafts(): void {
  drafts.clear();
}
