/**
 * zod for the API library, configured once: every schema module imports `z` from here, so the
 * configuration runs before any schema is built (ESM evaluates this module first).
 *
 * jitless: zod would otherwise probe `Function('')` when it builds an object schema, to compile
 * its checks. The hosting headers' Content-Security-Policy allows no eval, so the probe is a
 * policy violation on every page load (and zod falls back anyway). The interpreted parser is what
 * runs then; the portal's payloads are small.
 *
 * The package marks this file (alone) as having side effects, so the bundler keeps the call.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
