import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sign-in text's last line per programme host, as docs/production-and-hosting.md tells each
 * programme's SMS sender (decision 0060): the table there must follow every program.json, or a
 * sender would bind codes to a host the portal is not on, and the phone would never offer them.
 */
const root = resolve(__dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/production-and-hosting.md'), 'utf8');

const programmes = readdirSync(resolve(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const config = JSON.parse(readFileSync(resolve(root, 'programs', entry.name, 'program.json'), 'utf8')) as { code: string; analytics?: { productionHost?: string } };
    return { code: config.code, host: config.analytics?.productionHost ?? null };
  });

/** The table's row for a programme: its cells, trimmed. */
function rowOf(code: string): string[] | undefined {
  const line = doc.split('\n').find((text) => text.startsWith(`| ${code} |`));
  return line?.split('|').slice(1, -1).map((cell) => cell.trim());
}

describe('the sign-in text message per programme host (docs/production-and-hosting.md)', () => {
  it('the table has one row per programme', () => {
    expect(programmes.map(({ code }) => [code, rowOf(code) !== undefined])).toEqual(programmes.map(({ code }) => [code, true]));
  });

  it.each(programmes)('$code: the row names the production host of program.json and the last line it binds', ({ code, host }) => {
    const row = rowOf(code);
    if (host === null) {
      expect(row?.[1]).toBe('none set');
      return;
    }
    expect(row?.slice(1)).toEqual([`\`${host}\``, `\`@${host} #<code>\``]);
  });

  it('the example text ends with the line for its host, the same code as in its words', () => {
    const example = /```text\n([\s\S]*?)\n```/.exec(doc.slice(doc.indexOf('### The sign-in text message')))?.[1] ?? '';
    const lines = example.split('\n');
    const code = /\b(\d{6})\b/.exec(lines[0] ?? '')?.[1];
    const bisp = programmes.find((programme) => programme.code === 'BISP');
    expect(lines.at(-1)).toBe(`@${bisp?.host} #${code}`);
    expect(example.length).toBeLessThanOrEqual(160);
  });
});
