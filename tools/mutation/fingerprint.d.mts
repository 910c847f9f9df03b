export const CONFIG_ROOTS: string[];

export interface ModuleGraph {
  closureOf(files: string[], follow?: (file: string) => boolean): string[];
  runtimeClosureOf(files: string[]): string[];
  valueOf(entry: string): string;
  optionsEntry: string;
  textOf(file: string): string;
}
export function moduleGraph(root: string, tsconfigFile?: string): ModuleGraph;

export interface Inputs {
  fingerprint: number;
  digest: string;
  run: string;
  config: string[];
  mutated: Record<string, string[]>;
  tests: Record<string, string[]>;
  files: Record<string, string>;
}
export function fingerprintOf(options: { root: string; mutated: string[]; tests: string[]; run: unknown; graph?: ModuleGraph }): Inputs;

export interface StoredMutant {
  id: string;
  status: string;
  static?: boolean;
  coveredBy?: string[];
  killedBy?: string[];
}
export interface StoredResults {
  inputs?: Partial<Inputs> | { digest: string; files: Record<string, string> };
  files: Record<string, { mutants: StoredMutant[] }>;
  testFiles?: Record<string, { tests: Array<{ id: string; name: string }> }>;
}
export type Plan =
  | { kind: 'reuse' }
  | { kind: 'full'; reason: string }
  | { kind: 'incremental'; changed: string[]; stale: string[]; dropped: number; keep: (fileName: string, mutant: StoredMutant) => boolean };
export function planOf(stored: StoredResults | null, current: Inputs): Plan;
