import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copies programmes from the repository into a test's workspace, with a port table holding those
 * programmes only. Copying the repository's whole table would make the generator's tests read
 * whatever else `programs/` holds: with a third programme added, "the next free port" and "the
 * table after a removal" would change under them.
 */
export function copyProgrammes(root: string, workspace: string, codes: readonly string[]): void {
  mkdirSync(join(workspace, 'programs'), { recursive: true });
  const table = JSON.parse(readFileSync(join(root, 'programs/ports.json'), 'utf8')) as Record<string, unknown>;
  const copied: Record<string, unknown> = { $comment: table.$comment };
  for (const code of codes) {
    cpSync(join(root, 'programs', code), join(workspace, 'programs', code), { recursive: true });
    copied[code] = table[code];
  }
  writeFileSync(join(workspace, 'programs/ports.json'), `${JSON.stringify(copied, null, 2)}\n`);
}
