/**
 * Names a screen-reader or voice-control user can tell apart: no two controls, landmarks or
 * articles on a page share a role and an accessible name unless they do the same thing (links to
 * the same address; buttons listed in SAME_ACTION with why). Read from Playwright's ARIA snapshot
 * of the page, i.e. the accessibility tree as the browser exposes it.
 */

export interface AriaNode {
  role: string;
  name: string;
  /** Links: the address (the snapshot's `/url`). */
  url?: string;
  /** Nesting depth (each level is two spaces in the snapshot). */
  depth: number;
}

/** Roles a user moves between or acts on. */
const CONTROLS = new Set(['button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'switch', 'tab', 'menuitem', 'slider', 'spinbutton', 'option']);
const LANDMARKS = new Set(['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'region', 'form', 'search', 'article', 'dialog']);

/** Parses the YAML of `locator.ariaSnapshot()` into its named nodes, in order. */
export function parseAriaSnapshot(yaml: string): AriaNode[] {
  const nodes: AriaNode[] = [];
  for (const line of yaml.split('\n')) {
    const url = /^(\s*)- \/url: (.*)$/.exec(line);
    if (url) {
      const depth = url[1]!.length / 2;
      const owner = [...nodes].reverse().find((node) => node.depth === depth - 1);
      if (owner) owner.url = url[2]!.trim().replace(/^"|"$/g, '');
      continue;
    }
    const match = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!match || match[2] === 'text') continue;
    nodes.push({ role: match[2]!, name: (match[3] ?? '').replace(/\\(.)/g, '$1'), depth: match[1]!.length / 2 });
  }
  return nodes;
}

export interface SameAction {
  role: string;
  name: string;
  /** Why these controls, alike in name, do the same thing. */
  reason: string;
}

/** Groups of same-role, same-name controls, landmarks and articles that do not do the same thing. */
export function indistinctNames(nodes: AriaNode[], sameAction: SameAction[] = []): string[] {
  const groups = new Map<string, AriaNode[]>();
  for (const node of nodes) {
    if (!CONTROLS.has(node.role) && !LANDMARKS.has(node.role)) continue;
    if (node.name === '' && LANDMARKS.has(node.role)) continue; // an unnamed landmark is axe's to judge
    const key = `${node.role} "${node.name}"`;
    groups.set(key, [...(groups.get(key) ?? []), node]);
  }
  const problems: string[] = [];
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    const [first] = group;
    if (first!.role === 'link' && group.every((node) => node.url !== undefined && node.url === first!.url)) continue;
    if (sameAction.some((entry) => entry.role === first!.role && entry.name === first!.name)) continue;
    const where = first!.role === 'link' ? ` (to ${[...new Set(group.map((node) => node.url ?? '?'))].join(', ')})` : '';
    problems.push(`${group.length} × ${key}${where}`);
  }
  return problems;
}
