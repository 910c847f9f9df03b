// expect-lint: no-restricted-imports
// Classic zod ships whole to the browser (about 25 KB gzip); the API's schemas use zod/mini.
import { z } from 'zod';

export const tokenSchema = z.object({ accessToken: z.string().min(1) });
