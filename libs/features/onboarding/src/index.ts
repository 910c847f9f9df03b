export { OnboardingPage } from './Onboarding/OnboardingPage.tsx';

