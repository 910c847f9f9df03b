/**
 * Whether a cached answer is the build's own bytes: its body's SHA-256 equals the precache list's
 * integrity (`sha256-<base64>`, apps/portal/build/pwa.ts `integrityOf`). An entry with no
 * integrity, or an answer whose body cannot be read, is refused: the worker serves nothing it
 * cannot check (docs/decisions/0049-only-the-builds-bytes-run-on-the-portals-origin.md).
 */
export async function acceptedCachedAnswer(answer: Response, integrity: string | undefined): Promise<boolean> {
  if (!integrity?.startsWith('sha256-')) return false;
  try {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await answer.clone().arrayBuffer()));
    let binary = '';
    for (const byte of digest) binary += String.fromCharCode(byte);
    return `sha256-${btoa(binary)}` === integrity;
  } catch {
    return false;
  }
}
