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
  'heading', 'article', 'dialog', 'alertdialog', 'list', 'group', 'radiogroup', 'img',
  // controls
  'button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'switch', 'tab', 'tabpanel', 'menuitem', 'slider', 'spinbutton', 'option',
  // live regions
  'status', 'alert', 'log', 'timer', 'marquee',
]);

export function keptTree(ariaSnapshot: string): string {
  const kept: string[] = [];
  // Every open node with its indentation, kept or not: a kept node sits under its nearest kept
  // ancestor, never under a kept sibling that happens to precede a dropped parent (a heading
  // before a definition list whose links follow).
  const stack: { indent: number; kept: boolean }[] = [];
  for (const raw of ariaSnapshot.split('\n')) {
    // A name with ": " in it makes the snapshot's YAML quote the whole entry: `- 'textbox "A: B"'`.
    const line = raw.replace(/^(\s*- )'(.*)'(:?)$/, (_, lead: string, body: string, colon: string) => `${lead}${body.replace(/''/g, "'")}${colon}`);
    const match = /^(\s*)- ([a-z]+)\b(.*)$/.exec(line);
    if (!match) continue; // `- /url: …` and other properties are not nodes
    const indent = match[1]!.length;
    while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
    const isKept = KEPT_ROLES.has(match[2]!);
    if (isKept) {
      // A kept node's own inline text (`- heading "…" [level=1]: text`) stays with it; children do not.
      const rest = match[3]!.replace(/:\s*$/, '');
      kept.push(`${'  '.repeat(stack.filter((node) => node.kept).length)}- ${match[2]}${rest}`);
    }
    stack.push({ indent, kept: isKept });
  }
  return `${kept.join('\n')}\n`;
}
