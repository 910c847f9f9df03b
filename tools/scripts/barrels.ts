/**
 * What each workspace library's barrel (its package's "." entry) exports that no one outside the
 * library imports. A name exported and used by nobody is an API no one asked for: it widens what
 * a change must keep working, and it hides which of a library's modules are its own business.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SKIP = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'baselines']);
const CONSUMER_FOLDERS = ['apps', 'libs', 'tools', '.storybook', 'programs'];

interface Library {
  name: string;
  dir: string;
  entry: string;
}

function files(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every workspace library with a barrel: libs/<name>/package.json and libs/features/<name>/package.json. */
export function libraries(root: string): Library[] {
  const folders = [join(root, 'libs'), join(root, 'libs/features')];
  return folders
    .flatMap((folder) => readdirSync(folder).map((name) => join(folder, name)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .flatMap((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, string> };
      const entry = pkg.exports?.['.'];
      return entry ? [{ name: pkg.name, dir, entry: join(dir, entry) }] : [];
    });
}

/** The names a barrel exports, `export *` followed. */
function exportedNames(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const symbol = source && checker.getSymbolAtLocation(source);
  return symbol ? checker.getExportsOfModule(symbol).map((each) => each.getName()) : [];
}

/**
 * The names a file takes from `library`'s barrel: its named imports and re-exports; where it takes
 * the module whole (`import * as`, `import()`), every exported name the file mentions.
 */
function namesTaken(file: string, library: Library, exported: Set<string>): Set<string> {
  const text = readFileSync(file, 'utf8');
  const taken = new Set<string>();
  const entryFile = relative(dirname(file), library.entry);
  if (!text.includes(library.name) && !text.includes(entryFile)) return taken;
  // The package's name, or a relative path to its barrel (the tools that Node runs as they are).
  const isBarrel = (specifier: string) => specifier === library.name || (specifier.startsWith('.') && resolve(dirname(file), specifier) === library.entry);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let whole = false;
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && isBarrel(node.moduleSpecifier.text)) {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) whole = true;
      else for (const element of bindings.elements) taken.add((element.propertyName ?? element.name).text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!) && isBarrel((node.arguments[0] as ts.StringLiteral).text)) whole = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (whole) {
    const visitNames = (node: ts.Node) => {
      if (ts.isIdentifier(node) && exported.has(node.text)) taken.add(node.text);
      ts.forEachChild(node, visitNames);
    };
    visitNames(source);
  }
  return taken;
}

/** Each library's barrel exports that nothing outside the library imports, by package name. */
export function unusedBarrelExports(root: string): Record<string, string[]> {
  const all = libraries(root);
  const program = ts.createProgram(
    all.map((library) => library.entry),
    { allowImportingTsExtensions: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, skipLibCheck: true, allowJs: false, resolveJsonModule: true },
  );
  const consumers = CONSUMER_FOLDERS.flatMap((folder) => files(join(root, folder)));
  return Object.fromEntries(
    all.map((library) => {
      const exported = new Set(exportedNames(program, library.entry));
      const used = new Set<string>();
      for (const file of consumers) {
        if (!relative(library.dir, file).startsWith('..')) continue;
        for (const name of namesTaken(file, library, exported)) used.add(name);
      }
      return [library.name, [...exported].filter((name) => !used.has(name)).sort()];
    }),
  );
}
