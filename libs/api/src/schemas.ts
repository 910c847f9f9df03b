import { z } from './zod.ts';

/**
 * Calls whose body the portal does not read: the code sends ("body not shown") and the
 * missing-information post ("only the status is used; the body is not read"), access-and-identity §7.
 * Every call whose body the portal reads has its own schema next to the call.
 */
export const emptyResponseSchema = z.unknown();
