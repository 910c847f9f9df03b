export { LandingPage } from './Landing/LandingPage.tsx';
