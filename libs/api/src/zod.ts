/**
 * zod for the API library, configured once: every schema module imports `z` from here, so the
 * configuration runs before any schema is built (ESM evaluates this module first).
 *
 * zod/mini, not classic zod: the same parsing core, but a functional API (`z.nullish(x)`,
 * `x.check(z.minLength(1))`, `z._default(x, v)`, `z.pipe(x, z.transform(f))`) that the bundler can
 * shake, so the browser carries only the schema kinds the portal uses (about 7 KB gzip); classic
 * zod's methods sit on every schema, so all of it shipped (about 25 KB) to the sign-in page and
 * every signed-in page. zod/mini loads no error locale: an issue's message is "Invalid input".
 * The portal reads only whether a body parsed (an `invalidResponse` shows the programme's own
 * copy); the path and text are for a developer (`ApiError`'s `issues`).
 *
 * jitless: classic zod probes `Function('')` when it builds an object schema, to compile its
 * checks. The hosting headers' Content-Security-Policy allows no eval, so the probe is a policy
 * violation on every page load (and zod falls back anyway). zod/mini's object schema never
 * compiles and makes no probe; the setting is zod's global one, shared with classic zod, so no
 * schema built after this module, with either API, makes it. The interpreted parser is what runs;
 * the portal's payloads are small.
 *
 * The package marks this file (alone) as having side effects, so the bundler keeps the call.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
