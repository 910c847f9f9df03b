import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

describe('zod for the API library', () => {
  it('never compiles code to parse: the Content-Security-Policy allows no eval', () => {
    expect(z.config().jitless).toBe(true);
  });
});
