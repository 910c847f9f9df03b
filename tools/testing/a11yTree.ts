/**
 * The part of a page's accessibility tree that the tree snapshots keep (apps/portal-e2e/src/
 * a11y-tree.spec.ts): landmarks, headings, controls, images, articles, dialogs and live regions,
 * each with its role, name and states, in the browser's own tree (Playwright's ARIA snapshot).
 * Running text and the links' addresses are left out: a snapshot says what a screen-reader user
 * can reach and how it is named, and a copy edit in a paragraph does not change it.
 */
const KEPT_ROLES = new Set([
  // landmarks
  'banner', 'navigation', 'main', 'complementary', 'contentinfo', 'region', 'form', 'search',
  // structure a user jumps between
  'heading', 'article', 'dialog', 'alertdialog', 'list', 'group', 'img',
  // controls
  'button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'switch', 'tab', 'tabpanel', 'menuitem', 'slider', 'spinbutton', 'option',
  // live regions
  'status', 'alert', 'log', 'timer', 'marquee',
]);

export function keptTree(ariaSnapshot: string): string {
  const kept: string[] = [];
  const stack: number[] = []; // indentation of kept ancestors
  for (const line of ariaSnapshot.split('\n')) {
    const match = /^(\s*)- ([a-z]+)\b(.*)$/.exec(line);
    if (!match || !KEPT_ROLES.has(match[2]!)) continue;
    const indent = match[1]!.length;
    while (stack.length && stack.at(-1)! >= indent) stack.pop();
    // A kept node's own inline text (`- heading "…" [level=1]: text`) stays with it; children do not.
    const rest = match[3]!.replace(/:\s*$/, '');
    kept.push(`${'  '.repeat(stack.length)}- ${match[2]}${rest}`);
    stack.push(indent);
  }
  return `${kept.join('\n')}\n`;
}
