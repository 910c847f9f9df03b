/**
 * The pseudo-locale (`en-XA`, the tag Android and Chromium use for theirs): every text of the
 * English copy rewritten so a screen shows, at a glance, what a translation would break. Each letter
 * is accented (a font or an encoding that drops them shows), each text is about 35 % longer (the
 * room a longer language takes: Spanish runs about 25 % over English, German more), and each is
 * bracketed, so a text the screen shows without brackets was never read from the copy: it is
 * written in the code, or it is data (data from the server is marked `lang="en"`, ServerText).
 * Placeholders (`{name}`) stay as they are, for `formatCopy` to fill. Made from the copy at build
 * time, never a file, and only in the builds that test and design the portal (Storybook and the
 * visual gate); no programme ships it.
 */

/** The tag a page in the pseudo-locale carries on <html>. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** Where a pseudo text opens and closes: characters no copy uses, so a test can tell a text from the copy. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** How much longer a pseudo text is than its English, in characters outside the placeholders. */
const PSEUDO_EXPANSION = 0.35;

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!]),
);

/** Words the padding is made of: accented too, and spaced, so a long text still wraps as a real one would. */
const PADDING = 'öñé ţŵö ţĥŕéé ƒöüŕ ƒíṽé šíẋ šéṽéñ éíĝĥţ ñíñé ţéñ ';

const PLACEHOLDER = /(\{\w+\})/;

/** One text in the pseudo-locale: accented, padded to about 135 % of its length, bracketed; placeholders unchanged. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const parts = text.split(PLACEHOLDER);
  let length = 0;
  const body = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      length += part.length;
      return [...part].map((character) => accented[character] ?? character).join('');
    })
    .join('');
  const extra = Math.ceil(length * PSEUDO_EXPANSION);
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length) + 1).slice(0, extra).trimEnd();
  return `${PSEUDO_OPEN}${body}${padding ? ` ${padding}` : ''}${PSEUDO_CLOSE}`;
}

/** Every text of `copy` in the pseudo-locale, the shape unchanged (so it passes the translation check as a complete one). */
export function pseudoCopy<T>(copy: T): T {
  if (typeof copy === 'string') return pseudoText(copy) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => pseudoCopy(item)) as T;
  if (copy && typeof copy === 'object') return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, pseudoCopy(value)])) as T;
  return copy;
}
