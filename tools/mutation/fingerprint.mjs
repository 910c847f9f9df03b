/**
 * What a stored mutant result depends on, and which stored results a change leaves unproven.
 *
 * A mutant's outcome depends on the file it is in, the tests that cover it, everything those read
 * (shared test helpers such as libs/testing/src/table.ts, the copy, fixtures, other libraries, the
 * npm packages and their versions), and what every test reads: the Vitest config with its setup
 * files, the TypeScript checker's tsconfig, and the runner's packages. The files are found through
 * a real module graph: TypeScript's own resolution with the project's path aliases (the workspace
 * packages resolve to their sources), so an import the graph cannot follow is an error, never a
 * silent gap.
 *
 * Stored results that cannot be proven current by this record (none, or recorded before it) are
 * not trusted: the library runs in full.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Raised when what a record holds changes meaning: every result stored under another one runs again. */
const FINGERPRINT_VERSION = 2;

/** What every test of a mutation run reads before its own imports (tools/mutation/vitest.config.ts and its setup files). */
export const CONFIG_ROOTS = ['tools/mutation/vitest.config.ts', 'libs/testing/src/setup.ts'];
/** The runner and checker Stryker loads by name, and the Vite under Vitest. */
const CONFIG_PACKAGES = ['@stryker-mutator/core', '@stryker-mutator/vitest-runner', '@stryker-mutator/typescript-checker', 'typescript', 'vitest', 'vite'];
/**
 * The app's build preset (apps/portal/build), which the Vitest config spreads, acts only on JSX,
 * vanilla-extract styles and the `__PORTAL_*__` defines (its programme modules are `virtual:`
 * imports, which the graph refuses). While no test of a library reads any of those, the preset
 * cannot change a result, and a change to the app's build does not re-test every library.
 */
const PRESET = /^apps\//;
const PRESET_READS = (file, text) => /\.(?:tsx|jsx)$|\.css\.ts$/.test(file) || text.includes('__PORTAL_');

/** Taken whole: a namespace or default import, a side-effect import, `export *`. */
const ALL = '*';
const PARSED = /\.(?:[cm]?[jt]sx?)$/;
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** `@scope/name` or `name` of a bare specifier. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The module graph of the workspace at `root`, resolved as the checker's tsconfig resolves it.
 * Entries are project files (paths relative to `root`) and packages (`npm:<name>`); a package's
 * value is its version with those of its dependencies, so an upgrade under it counts too.
 */
export function moduleGraph(root, tsconfigFile = 'tools/mutation/tsconfig.json') {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, tsconfigFile), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`${tsconfigFile}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  });
  const options = parsed.options;
  const notCompiling = new Set(['paths', 'pathsBasePath', 'configFilePath']);
  const optionsValue = sha256(JSON.stringify(Object.entries(options).filter(([key]) => !notCompiling.has(key)).sort(([a], [b]) => (a < b ? -1 : 1))));
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const realRoot = realpathSync(root);
  const edges = new Map();
  const values = new Map();

  const inProject = (real) => real.startsWith(realRoot + sep) && !real.split(sep).includes('node_modules');

  function packageDir(name, fromDir) {
    for (let dir = fromDir; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dir === dirname(dir)) return null;
    }
  }

  function packageValue(name, fromDir) {
    const key = `npm:${name}`;
    if (values.has(key)) return key;
    const dir = packageDir(name, fromDir);
    if (!dir) throw new Error(`the package ${name} is imported but not installed`);
    // A workspace package is its sources, not a version: one its resolution misses would hide them.
    if (inProject(realpathSync(dir))) throw new Error(`an import of ${name} does not resolve to a file of the workspace: what it reads cannot be fingerprinted`);
    const versions = new Map();
    const visit = (pkgName, pkgDir) => {
      const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
      if (versions.has(`${pkgName}@${manifest.version}`)) return;
      versions.set(`${pkgName}@${manifest.version}`, true);
      for (const dependency of Object.keys(manifest.dependencies ?? {})) {
        const found = packageDir(dependency, pkgDir);
        if (found) visit(dependency, found);
      }
    };
    visit(name, dir);
    const [own, ...rest] = [...versions.keys()];
    values.set(key, rest.length === 0 ? own : `${own} +${rest.length} ${sha256(rest.sort().join('\n')).slice(0, 16)}`);
    return key;
  }

  function resolveImport(specifier, fromFile) {
    if (isBuiltin(specifier)) return null;
    if (specifier.startsWith('virtual:')) {
      throw new Error(`${relative(realRoot, fromFile)} imports ${specifier}, which the build makes from the programme's folder: what it reads cannot be fingerprinted`);
    }
    // Vite's suffixes (`?url`, `?raw`) name the same file.
    const bare = specifier.replace(/[?#].*$/, '');
    const resolved = ts.resolveModuleName(bare, fromFile, options, ts.sys, cache).resolvedModule;
    if (resolved) {
      const real = realpathSync(resolved.resolvedFileName);
      if (inProject(real)) return relative(realRoot, real).split(sep).join('/');
      return packageValue(packageName(bare), dirname(fromFile));
    }
    if (bare.startsWith('.') || bare.startsWith('/')) {
      const file = resolve(dirname(fromFile), bare);
      if (existsSync(file) && statSync(file).isFile()) return relative(realRoot, realpathSync(file)).split(sep).join('/');
      throw new Error(`${relative(realRoot, fromFile)} imports ${specifier}, which does not resolve: what it reads cannot be fingerprinted`);
    }
    return packageValue(packageName(bare), dirname(fromFile));
  }

  /** The entries a project file imports directly. */
  function importsOf(file) {
    if (edges.has(file)) return edges.get(file);
    const absolute = join(realRoot, file);
    if (!existsSync(absolute)) throw new Error(`${file} does not exist`);
    const bytes = readFileSync(absolute);
    values.set(file, sha256(bytes));
    const found = PARSED.test(file) && !file.endsWith('.d.ts')
      ? ts.preProcessFile(bytes.toString('utf8'), true, true).importedFiles.map(({ fileName }) => resolveImport(fileName, absolute)).filter((entry) => entry !== null)
      : [];
    const list = [...new Set(found)].sort();
    edges.set(file, list);
    return list;
  }

  /** Every entry `files` read, themselves included, sorted; `follow(file)` false: the file is named but its imports are not followed. */
  function closureOf(files, follow = () => true) {
    const seen = new Set();
    const stack = [...files];
    while (stack.length > 0) {
      const entry = stack.pop();
      if (seen.has(entry)) continue;
      seen.add(entry);
      if (entry.startsWith('npm:')) continue;
      const imports = importsOf(entry);
      if (follow(entry)) stack.push(...imports);
    }
    return [...seen].sort();
  }

  const modules = new Map();
  /** What a project file does at run time: the names it takes from each import, and what it exports. */
  function moduleOf(file) {
    if (modules.has(file)) return modules.get(file);
    const absolute = join(realRoot, file);
    importsOf(file); // hashes it, and fails on an import that does not resolve
    const module = { uses: [], reexports: [], names: new Set(), barrel: false };
    modules.set(file, module);
    if (!PARSED.test(file) || file.endsWith('.d.ts')) return module;
    const source = ts.createSourceFile(file, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const target = (node) => resolveImport(node.text, absolute);
    const exported = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    let barrel = true;
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.isTypeOnly) continue;
        barrel = false;
        const entry = target(statement.moduleSpecifier);
        if (entry === null) continue;
        const bindings = clause?.namedBindings;
        if (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings))) module.uses.push([entry, ALL]);
        else {
          const names = bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
          if (names.length > 0) module.uses.push([entry, new Set(names)]);
        }
      } else if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!statement.moduleSpecifier) {
          barrel = false;
          for (const element of clause?.elements ?? []) if (!element.isTypeOnly) module.names.add(element.name.text);
          continue;
        }
        const entry = target(statement.moduleSpecifier);
        if (entry === null) continue;
        if (!clause) module.reexports.push([entry, ALL, null]);
        else if (ts.isNamespaceExport(clause)) module.reexports.push([entry, ALL, new Map([[clause.name.text, ALL]])]);
        else {
          const renames = new Map(clause.elements.filter((element) => !element.isTypeOnly).map((element) => [element.name.text, (element.propertyName ?? element.name).text]));
          if (renames.size > 0) module.reexports.push([entry, new Set(renames.values()), renames]);
        }
      } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
        continue;
      } else {
        barrel = false;
        if (ts.isExportAssignment(statement)) module.names.add('default');
        else if (exported(statement)) {
          const isDefault = (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
          if (isDefault) module.names.add('default');
          else if (ts.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) module.names.add(declaration.name.text);
          } else if (statement.name && ts.isIdentifier(statement.name)) module.names.add(statement.name.text);
        }
      }
    }
    // import('…') anywhere: the whole module, whatever it takes from it.
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
        const entry = target(node.arguments[0]);
        if (entry !== null) module.uses.push([entry, ALL]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    module.barrel = barrel && module.reexports.length > 0;
    return module;
  }

  /** The names a module exports at run time, through its re-exports too. */
  function exportsOf(file, seen = new Set()) {
    if (file.startsWith('npm:') || seen.has(file)) return new Set();
    seen.add(file);
    const module = moduleOf(file);
    const names = new Set(module.names);
    for (const [entry, taken, renames] of module.reexports) {
      if (renames) for (const name of renames.keys()) names.add(name);
      else if (taken === ALL) for (const name of exportsOf(entry, seen)) if (name !== 'default') names.add(name);
    }
    return names;
  }

  /**
   * Every entry the files read when they run, themselves included, sorted. A type-only import is
   * not read at run time. A barrel (a file of re-exports only) is read for the names taken from it:
   * the modules that provide them, not every module it lists, or one test importing
   * \`@portal/api\` would read every file of the API. Any other module is read whole, with
   * everything it imports.
   */
  function runtimeClosureOf(files) {
    const taken = new Map(); // file → ALL or the names taken from it so far
    const queue = files.map((file) => [file, ALL]);
    while (queue.length > 0) {
      const [entry, names] = queue.pop();
      const before = taken.get(entry);
      if (before === ALL) continue;
      if (entry.startsWith('npm:')) {
        taken.set(entry, ALL);
        continue;
      }
      const module = moduleOf(entry);
      if (!module.barrel) {
        taken.set(entry, ALL);
        queue.push(...module.uses);
        for (const [target, reexported] of module.reexports) queue.push([target, reexported]);
        continue;
      }
      const fresh = names === ALL ? ALL : new Set([...names].filter((name) => !before?.has(name)));
      if (fresh !== ALL && fresh.size === 0) continue;
      taken.set(entry, fresh === ALL ? ALL : new Set([...(before ?? []), ...fresh]));
      const found = new Set();
      for (const [target, reexported, renames] of module.reexports) {
        if (fresh === ALL) queue.push([target, reexported]);
        else if (renames) {
          const wanted = [...fresh].filter((name) => renames.has(name));
          const sources = wanted.map((name) => renames.get(name));
          wanted.forEach((name) => found.add(name));
          if (wanted.length > 0) queue.push([target, sources.includes(ALL) ? ALL : new Set(sources)]);
        } else {
          const provided = exportsOf(target);
          const wanted = [...fresh].filter((name) => provided.has(name));
          wanted.forEach((name) => found.add(name));
          if (wanted.length > 0) queue.push([target, new Set(wanted)]);
        }
      }
      // A name no re-export is seen to provide (an export this reading misses): every `export *` may.
      if (fresh !== ALL && [...fresh].some((name) => !found.has(name))) {
        for (const [target, reexported, renames] of module.reexports) if (!renames) queue.push([target, reexported]);
      }
    }
    return [...taken.keys()].sort();
  }

  function hashOfFile(file) {
    if (!values.has(file)) values.set(file, sha256(readFileSync(join(realRoot, file))));
    return values.get(file);
  }

  return {
    closureOf,
    runtimeClosureOf,
    /** The hash of a project file, or the version line of a package (`npm:<name>`). */
    valueOf: (entry) => {
      if (entry === `tsconfig:${tsconfigFile}`) return optionsValue;
      return entry.startsWith('npm:') ? values.get(entry) ?? values.get(packageValue(entry.slice(4), realRoot)) : hashOfFile(entry);
    },
    /** The options the checker compiles with (not the path aliases), as an entry. */
    optionsEntry: `tsconfig:${tsconfigFile}`,
    /** The text of a project file of the graph. */
    textOf: (file) => readFileSync(join(realRoot, file), 'utf8'),
  };
}

/**
 * What a library's results depend on, from `root`:
 * - `config`: what every test reads (the Vitest config and what it imports from the tooling, its
 *   setup files, the checker's options, the runner's packages). The config reads libraries only to
 *   compute the app's build values (defines, the programme's modules), which no rule library
 *   reads: the libraries it imports are left out of it (a test that imports one has it in its own
 *   entries), or a change to any library would re-test every library; so is the app's build
 *   preset while no test reads what it acts on (PRESET_READS).
 * - `mutated`: per mutated file, every entry it imports, types too (a compile error depends on them).
 * - `tests`: per test file, every entry it reads when it runs (`runtimeClosureOf`).
 * - `files`: the value of every entry above (a sha-256, or a package's versions).
 * - `run`: a hash of the Stryker version and settings; `digest`: over all of it.
 */
export function fingerprintOf({ root, mutated, tests, run, graph = moduleGraph(root) }) {
  const readsOf = (list, closure) => Object.fromEntries([...list].sort().map((file) => [file, closure([file])]));
  const reads = { mutated: readsOf(mutated, (files) => graph.closureOf(files)), tests: readsOf(tests, (files) => graph.runtimeClosureOf(files)) };
  const testReads = [...new Set(Object.values(reads.tests).flat())].filter((entry) => !entry.startsWith('npm:'));
  const presetCounts = testReads.some((file) => PRESET_READS(file, graph.textOf(file)));
  // The test helpers (libs/testing) are tooling too: the setup file every test runs is one of them.
  const tooling = (entry) => (!entry.startsWith('libs/') || entry.startsWith('libs/testing/')) && (presetCounts || !PRESET.test(entry));
  const configClosure = graph.closureOf(CONFIG_ROOTS, tooling).filter(tooling);
  const config = [...new Set([...configClosure, graph.optionsEntry, ...CONFIG_PACKAGES.map((name) => `npm:${name}`)])].sort();
  const entries = new Set([...config, ...Object.values(reads.mutated).flat(), ...Object.values(reads.tests).flat()]);
  const files = Object.fromEntries([...entries].sort().map((entry) => [entry, graph.valueOf(entry)]));
  const runHash = sha256(JSON.stringify(run));
  const digest = sha256(JSON.stringify({ version: FINGERPRINT_VERSION, run: runHash, config, ...reads, files }));
  return { fingerprint: FINGERPRINT_VERSION, digest, run: runHash, config, mutated: reads.mutated, tests: reads.tests, files };
}

const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * What to do with a library's stored results, given what they were computed from now:
 * - `{ kind: 'reuse' }`: everything is byte for byte as recorded;
 * - `{ kind: 'full', reason }`: they cannot be proven current (none, an older record, other
 *   settings, a changed config): every mutant is tested again;
 * - `{ kind: 'incremental', changed, stale, dropped, keep }`: `keep(fileName, mutant)` is false for
 *   each stored mutant whose file or covering tests read a changed entry (`dropped` of them); those
 *   are tested again, the rest are kept.
 */
export function planOf(stored, current) {
  if (!stored) return { kind: 'full', reason: 'no stored results' };
  const before = stored.inputs;
  if (before?.fingerprint !== current.fingerprint) {
    return { kind: 'full', reason: 'the stored results do not record everything their tests read, so they cannot be proven current' };
  }
  if (before.digest === current.digest) return { kind: 'reuse' };
  if (before.run !== current.run) return { kind: 'full', reason: 'the Stryker version or settings changed' };
  const changedEntry = (entry) => before.files[entry] !== current.files[entry];
  const changed = Object.keys({ ...before.files, ...current.files }).filter(changedEntry).sort();
  if (!sameList(before.config, current.config) || current.config.some(changedEntry)) {
    const what = [...new Set([...before.config, ...current.config])].filter(changedEntry);
    return { kind: 'full', reason: `what every test reads changed (${what.length ? what.join(', ') : 'its list of files'})` };
  }
  const staleIn = (was, now) =>
    new Set(Object.keys({ ...was, ...now }).filter((file) => !was[file] || !now[file] || !sameList(was[file], now[file]) || now[file].some(changedEntry)));
  const staleTests = staleIn(before.tests, current.tests);
  const staleMutated = staleIn(before.mutated, current.mutated);
  const testFileOf = new Map(Object.entries(stored.testFiles ?? {}).flatMap(([fileName, file]) => file.tests.map((test) => [test.id, fileName])));
  const keep = (fileName, mutant) => {
    // A compile error depends on the file and the types it imports (the checker sees no test).
    if (mutant.status === 'CompileError') return !staleMutated.has(fileName);
    if (changedEntry(fileName)) return false;
    if (mutant.status === 'Ignored' || staleTests.size === 0) return true;
    // A survivor, an uncovered or a static mutant may be killed by any test of the library.
    if (mutant.static || !['Killed', 'Timeout'].includes(mutant.status)) return false;
    // A killed mutant stays killed while the test that killed it, and all it reads, are unchanged.
    const by = mutant.status === 'Killed' && mutant.killedBy?.length ? mutant.killedBy : (mutant.coveredBy ?? []);
    return by.length > 0 && by.every((id) => testFileOf.has(id) && !staleTests.has(testFileOf.get(id)));
  };
  const dropped = Object.entries(stored.files).reduce((count, [fileName, file]) => count + file.mutants.filter((mutant) => !keep(fileName, mutant)).length, 0);
  return { kind: 'incremental', changed, stale: [...staleMutated, ...staleTests].sort(), dropped, keep };
}
