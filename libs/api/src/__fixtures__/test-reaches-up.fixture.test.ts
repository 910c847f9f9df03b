// expect-lint: @nx/enforce-module-boundaries
// A test keeps its project's layer: the API's test may not reach up to a feature.
import { PrescriptionsPage } from '@portal/feature-prescriptions';

export const page = PrescriptionsPage;
