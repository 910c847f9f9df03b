import { useNavigate } from 'react-router';
import { useFeature } from '@portal/program-config';
import { OnboardingView } from './OnboardingView.tsx';
import { routes } from '@portal/routes';

/** Where Skip and Done lead (spec: prescription-experience §2 Onboarding). */
const ONBOARDING_EXIT_PATH = routes.prescriptions;

/** /onboarding: the tutorial with the programme's payment flag; Skip and Done go to the prescriptions. */
export function OnboardingPage() {
  const navigate = useNavigate();
  const paymentInfo = useFeature('payment');
  return <OnboardingView paymentInfo={paymentInfo} onFinish={() => navigate(ONBOARDING_EXIT_PATH)} />;
}
