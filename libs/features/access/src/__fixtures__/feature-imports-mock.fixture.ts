// expect-lint: @nx/enforce-module-boundaries
// A feature (type:feature) must never import the mock mode (type:mock): it would ship in production.
import { demoAccounts } from '@portal/api-mocks';

export const accounts = demoAccounts;
