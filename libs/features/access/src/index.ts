export { LandingPage } from './Landing/LandingPage.tsx';
export { EARLY_SUBMIT_GLOBAL } from './Login/earlySubmit.ts';
