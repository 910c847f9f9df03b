/**
 * What the studio and Storybook's dev server say to each other for a local export (the server's
 * side is tools/generators/studioWriter.ts): the address, the request and the answer. No Node here:
 * the studio's bundle imports it.
 */

/** Where the studio finds the writer, from the root of Storybook's server. */
export const WRITER_PATH = '/__studio/programs';

/** A file of the export: text, or an image's bytes in base64. */
export type WrittenFile = { text: string } | { base64: string };

export interface WriteRequest {
  /** The programme the draft started from ('' for a new one): the only folder it may replace. */
  startedFrom: string;
  /** A folder this studio wrote before (a new programme written, then edited and written again). */
  replaces?: string;
  /** The folder's files by path, each `<CODE>/…` (draft.ts exportedFiles). */
  files: Record<string, WrittenFile>;
}

export interface Written {
  code: string;
  /** `programs/<CODE>/` */
  folder: string;
  files: number;
  port: number;
  /** Whether the port was given now (a programme new to programs/ports.json). */
  newPort: boolean;
}
