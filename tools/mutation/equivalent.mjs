/**
 * The mutants no test can kill because the program behaves the same with them (equivalent
 * mutants), named in one place instead of as `// Stryker disable` comments across product code.
 * A Stryker ignorer plugin (`ignorers: ['portal-equivalent']`): Stryker asks it about every node
 * of a mutated file, and every mutant inside a node it names is reported as Ignored, with the
 * reason given here. Ignored mutants leave the score's denominator, as a disable comment did.
 *
 * Two kinds of entry:
 * - `patterns`: code whose text never reaches a rule, recognised wherever it is;
 * - `sites`: one literal in one named function or constant. Stryker does not tell an ignorer the
 *   file it is reading, so a site is the literal's raw text inside the nearest enclosing
 *   declaration of that name; `equivalent.test.ts` fails when an entry matches no node, or more
 *   than one across every mutated file, so an entry cannot outlive its code or silence another.
 *
 * Changing this file re-runs every library in full (stored.mjs puts its hash in the settings).
 */
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const IGNORER = 'portal-equivalent';

/** @type {{ name: string, reason: string, matches: (path: import('@babel/core').NodePath) => boolean }[]} */
export const patterns = [
  {
    name: 'xstate-types',
    reason: "XState's `types` in setup() are types only, erased at run time",
    matches: (path) => isPropertyNamed(path, 'types') && isArgumentOfCall(path.parentPath, (callee) => callee.type === 'Identifier' && callee.name === 'setup'),
  },
  {
    name: 'console-line',
    reason: 'a console line is for the engineer: its wording decides nothing a patient sees',
    matches: (path) => {
      if (!path.isCallExpression()) return false;
      const { callee } = path.node;
      return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'console';
    },
  },
];

/** @type {{ file: string, within: string, literal: string, reason: string }[]} */
export const sites = [
  {
    file: 'libs/api/src/client.ts',
    within: 'done',
    literal: "'abort'",
    reason: "a listener left on the caller's signal after the wait ends would only run done() again, which does nothing more",
  },
  {
    file: 'libs/care/src/prescriptions.ts',
    within: 'lower',
    literal: "''",
    reason: 'an absent value and a text that names nothing the rules look for read the same',
  },
  {
    file: 'libs/machines/src/paySession/paySession.machine.ts',
    within: 'paySessionMachine',
    literal: "'paySession'",
    reason: "the machine's name in the inspector: no state targets it by id, and the session gives the actor its own id and systemId",
  },
];

function isPropertyNamed(path, name) {
  return path.isObjectProperty() && !path.node.computed && path.node.key.type === 'Identifier' && path.node.key.name === name;
}

/** `path` is an object literal given straight to a call whose callee passes `isCallee`. */
function isArgumentOfCall(path, isCallee) {
  const call = path?.parentPath;
  return Boolean(path?.isObjectExpression() && call?.isCallExpression() && call.node.arguments.includes(path.node) && isCallee(call.node.callee));
}

/** The name of the nearest enclosing function or constant, or undefined at the top. */
export function enclosingName(path) {
  const named = path.findParent((parent) => (parent.isVariableDeclarator() || parent.isFunctionDeclaration()) && parent.node.id?.type === 'Identifier');
  return named?.node.id.name;
}

/** The site a node is, or undefined. */
export function siteOf(path) {
  if (!path.isLiteral() || path.node.extra?.raw === undefined) return undefined;
  const raw = path.node.extra.raw;
  return sites.find((site) => site.literal === raw && enclosingName(path) === site.within);
}

/** Why the mutants in this node are equivalent, or undefined: Stryker's ignorer contract. */
export function equivalentReason(path) {
  const pattern = patterns.find((candidate) => candidate.matches(path));
  if (pattern) return `Equivalent (${pattern.name}): ${pattern.reason}`;
  const site = siteOf(path);
  return site ? `Equivalent (${site.file}, in ${site.within}): ${site.reason}` : undefined;
}

class PortalEquivalentIgnorer {
  shouldIgnore(path) {
    return equivalentReason(path);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, IGNORER, PortalEquivalentIgnorer)];
