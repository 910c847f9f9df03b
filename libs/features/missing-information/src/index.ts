/** The missing-information wizard (access-and-identity §2, §4, §5, §7, §8): its pages and controls. */
export { MissingInformationPage } from './Wizard/MissingInformationPage.tsx';
export { MissingInformationSuccessPage, MissingInformationInterimPage } from './Wizard/Outcomes.tsx';
/** The spec's form-state debounce, for the table that pins every spec constant (apps/portal/src/specConstants.test.ts). */
export { WIZARD_DRAFT_DEBOUNCE_MS } from './machine/draft.ts';

