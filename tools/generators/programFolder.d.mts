/** Types of programFolder.mjs, for the TypeScript that reuses it (the studio's local export). */
export function startProgram(workspace: string): string | null;
export function rewritePorts(workspace: string, change: (entries: [string, unknown][]) => [string, unknown][]): void;
export function choosePort(workspace: string, code: string, requested: string | undefined): number;
export function addPort(workspace: string, code: string, port: number): void;
export function addSignInTextRow(workspace: string, code: string): void;
export function filesNaming(workspace: string, code: string): string[];
export function programArgs(command: string, names: string[]): { codes: string[]; workspace: string };
