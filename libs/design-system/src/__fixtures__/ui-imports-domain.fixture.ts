// expect-lint: @nx/enforce-module-boundaries
// The design system (type:ui) must not know the API (type:domain). This import must be rejected.
import { createApiClient } from '@portal/api';

export const client = createApiClient({ baseUrl: '' });
