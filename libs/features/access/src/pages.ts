/** The access pages that run the sign-in machine: loaded on demand, never on the landing page. */
export { LoginPage } from './Login/LoginPage.tsx';
export { VerifyProfilePage } from './Verification/VerifyProfilePage.tsx';
export { LoginErrorPage, ProfileErrorPage, LogoutPage } from './Outcomes/Outcomes.tsx';
export { LoginView, type LoginViewProps, type LoginStep } from './Login/LoginView.tsx';
export { VerifyProfileView, type VerifyProfileViewProps } from './Verification/VerifyProfileView.tsx';
