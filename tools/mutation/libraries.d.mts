export interface MutationLibrary {
  name: string;
  slug: string;
  mutate: string[];
  tests: string;
  incrementalFile: string;
}
export const root: string;
export const libraries: MutationLibrary[];
export function mutatedFiles(library: Pick<MutationLibrary, 'mutate'>): string[];
export function sentinelOf(library: Pick<MutationLibrary, 'name' | 'mutate'>): { file: string; line: number };
