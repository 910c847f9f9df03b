import type { Inputs, ModuleGraph } from './fingerprint.mjs';
import type { MutationLibrary } from './libraries.mjs';

export const strykerVersion: string;
export function testFilesOf(library: Pick<MutationLibrary, 'tests'>): string[];
export function settingsOf(library: MutationLibrary): Record<string, unknown>;
export function inputsOf(library: MutationLibrary, settings: Record<string, unknown>, graph?: ModuleGraph): Inputs;
