/**
 * Where a draft outlives the studio's tab: the browser's own storage, written at each edit, so a
 * reload (or a crash) gives the designer their draft back; and a draft file a designer saves and
 * opens again, on another machine or to hand over. A draft is a programme folder (names, colours,
 * copy, logos): no patient's data, and the studio is served by Storybook, never on a portal's origin
 * (docs/decisions/0067-the-studio-keeps-its-draft-in-the-browser.md).
 */
import { DATA_FILES, type Draft } from './draft.ts';

/** What a saved draft file says it is, so another JSON file is refused by name. */
const DRAFT_FORMAT = 'portal-programme-studio-draft';
const VERSION = 1;
const KEY_PREFIX = 'portal-programme-studio:draft:';

/** The draft kept for the studio opened on `programme` (Storybook's toolbar programme). */
const keyOf = (programme: string) => `${KEY_PREFIX}${programme}`;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not a draft the studio can open, or '' when it is one. */
function draftProblem(value: unknown): string {
  if (!isRecord(value)) return 'it holds no draft';
  if (typeof value.startedFrom !== 'string') return 'its startedFrom is not a programme code';
  if (!isRecord(value.data)) return 'it has no data files';
  const data = value.data;
  const missing = DATA_FILES.filter((name) => !isRecord(data[name]));
  if (missing.length) return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
  if (!isRecord(value.files)) return 'it has no folder files';
  const bad = Object.entries(value.files).find(([, file]) => !isRecord(file) || !(typeof file.text === 'string' || typeof file.dataUrl === 'string'));
  return bad ? `${bad[0]} is neither text nor an image` : '';
}

/** The draft file's text: the draft, and what it is. */
export function draftFileText(draft: Draft): string {
  return `${JSON.stringify({ format: DRAFT_FORMAT, version: VERSION, draft }, null, 2)}\n`;
}

/** The file's name: the programme's code (or "new-programme"), then what it is. */
export function draftFileName(draft: Draft): string {
  const code = typeof draft.data['program.json'].code === 'string' && draft.data['program.json'].code ? draft.data['program.json'].code : 'new-programme';
  return `${code}.studio-draft.json`;
}

/** A draft file read back: the draft, or why it cannot be opened (`name`: the file's name). */
export function draftFromFile(name: string, text: string): { draft: Draft } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: `${name} is not a studio draft: it is not JSON.` };
  }
  if (!isRecord(parsed) || parsed.format !== DRAFT_FORMAT) return { problem: `${name} is not a studio draft: it does not say "format": "${DRAFT_FORMAT}" (save one with "Save the draft as a file").` };
  if (parsed.version !== VERSION) return { problem: `${name} is a studio draft of version ${String(parsed.version)}; this studio opens version ${VERSION}.` };
  const problem = draftProblem(parsed.draft);
  return problem ? { problem: `${name} is not a studio draft: ${problem}.` } : { draft: parsed.draft as Draft };
}

/** The draft kept for `programme`, or null (none, or one this studio cannot read). */
export function keptDraft(storage: Storage, programme: string): Draft | null {
  const text = storage.getItem(keyOf(programme));
  if (text === null) return null;
  const read = draftFromFile('', text);
  return 'draft' in read ? read.draft : null;
}

/**
 * Keeps `draft` for `programme`, or forgets it (null). False when the browser refuses (its storage
 * full: a draft with large raster images), for the studio to say so and offer the file instead.
 */
export function keepDraft(storage: Storage, programme: string, draft: Draft | null): boolean {
  try {
    if (draft) storage.setItem(keyOf(programme), draftFileText(draft));
    else storage.removeItem(keyOf(programme));
    return true;
  } catch {
    return false;
  }
}
