/**
 * Every actor of the portal is hosted one way: in the session's actor system, through
 * `hostActor` (libs/session/src/actors/host.ts), from an effect or an event handler. This finds
 * what breaks that in shipped code: an actor created anywhere else (`createActor`, `interpret`,
 * or the React hooks that create one during render, `useActorRef` and `useMachine`), and an actor
 * held by a module (a top-level variable whose type or value is an actor).
 *
 * Tests and stories are the harness around the machines and may create their own actors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const HOST_FILE = 'libs/session/src/actors/host.ts';

const CREATORS: Record<string, readonly string[]> = { xstate: ['createActor', 'interpret'], '@xstate/react': ['useActorRef', 'useMachine'] };
const ACTOR_TYPE = /\b(Actor|ActorRef|AnyActorRef|[A-Z]\w*Actor|[A-Z]\w*ActorRef)\b/;
const ACTOR_VALUE = /\b(createActor|interpret|hostActor|useActorRef|useMachine)\s*\(/;
const SKIP = new Set(['node_modules', 'dist', '__fixtures__']);

/** The findings of one file: `file:line: what`. */
export function actorHostingFindings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const findings: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && file !== HOST_FILE) {
      const forbidden = CREATORS[statement.moduleSpecifier.text] ?? [];
      const bindings = statement.importClause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) : [];
      for (const name of names.filter((imported) => forbidden.includes(imported))) {
        findings.push(`${at(statement)}: ${name} creates an actor outside the session's actor system (host it with hostActor)`);
      }
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const type = declaration.type?.getText(source) ?? '';
        const value = declaration.initializer?.getText(source) ?? '';
        if (ACTOR_TYPE.test(type) || ACTOR_VALUE.test(value)) {
          findings.push(`${at(declaration)}: a module holds an actor (${declaration.name.getText(source)}); the session's actor system holds them`);
        }
      }
    }
  }
  return findings;
}

function sources(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The findings of every shipped source file of the apps and libraries. */
export function actorHostingFindingsIn(root: string): string[] {
  return ['apps/portal/src', 'libs'].flatMap((folder) => sources(root, folder)).flatMap((file) => actorHostingFindings(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')));
}
