/** The missing-information wizard (access-and-identity §2, §4, §5, §7, §8): its pages and controls. */
export { MissingInformationPage } from './Wizard/MissingInformationPage.tsx';
export { MissingInformationSuccessPage, MissingInformationInterimPage } from './Wizard/Outcomes.tsx';

