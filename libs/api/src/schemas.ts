import { z } from 'zod';

/** Calls whose body the portal does not read (spec: "only the status is used"). */
export const emptyResponseSchema = z.unknown();

/** GET accesstoken: the new token replaces the stored one. */
export const accessTokenResponseSchema = z.object({ accessToken: z.string().min(1) });
