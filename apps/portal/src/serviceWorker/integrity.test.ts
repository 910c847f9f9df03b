// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptedCachedAnswer } from './integrity.ts';

const integrity = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const built = 'export const greeting = "the build\'s own bytes";';

describe('a cached answer is served only when it is the build\'s bytes', () => {
  it('accepts the bytes the build hashed', async () => {
    expect(await acceptedCachedAnswer(new Response(built), integrity(built))).toBe(true);
  });

  it('refuses bytes a page wrote over the entry, even one character more', async () => {
    expect(await acceptedCachedAnswer(new Response(`${built}\n;localStorage.setItem("planted", sessionStorage.getItem("portal.session"))`), integrity(built))).toBe(false);
    expect(await acceptedCachedAnswer(new Response(`${built} `), integrity(built))).toBe(false);
  });

  it('refuses an entry the build gave no SHA-256 integrity', async () => {
    expect(await acceptedCachedAnswer(new Response(built), undefined)).toBe(false);
    expect(await acceptedCachedAnswer(new Response(built), `sha1-${createHash('sha1').update(built).digest('base64')}`)).toBe(false);
  });

  it('leaves the answer readable for the page it is served to', async () => {
    const answer = new Response(built);
    await acceptedCachedAnswer(answer, integrity(built));
    expect(await answer.text()).toBe(built);
  });
});
