/**
 * The known key a mistyped one was meant to be: where a programme file names a key the rules do
 * not know (a copy key, a token, a field of program.json), the problem suggests the nearest known
 * key, so `landing.welcom` reads "did you mean landing.welcome?" rather than leaving the designer
 * to search the base copy.
 */

/** Edits between two words: insertions, deletions, substitutions and swaps of two neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The key of `known` nearest to `unknown` (letter case aside), or null when none is near enough to
 * be a slip of the keyboard: at most a third of its letters changed, and at least one.
 */
export function nearestKey(unknown: string, known: Iterable<string>): string | null {
  const limit = Math.max(1, Math.floor(unknown.length / 3));
  let nearest: string | null = null;
  let distance = limit + 1;
  for (const key of known) {
    const edits = editDistance(unknown.toLowerCase(), key.toLowerCase());
    if (edits < distance) [nearest, distance] = [key, edits];
  }
  return nearest;
}

/** ` (did you mean "<key>"?)` for the nearest known key, or nothing. */
export function didYouMean(unknown: string, known: Iterable<string>, prefix = ''): string {
  const nearest = nearestKey(unknown, known);
  return nearest === null ? '' : ` (did you mean "${prefix}${nearest}"?)`;
}
