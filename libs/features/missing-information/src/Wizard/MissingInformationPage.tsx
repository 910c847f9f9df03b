import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { FailureView, LoadingOverlay } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { useWizardActor, useWizardRoute } from '../machine/useWizard.ts';
import type { WizardActor } from '../machine/wizardService.ts';
import { WizardView } from './WizardView.tsx';
import { routes } from '@portal/routes';

/** Where a patient with nothing (left) to supply goes, as sign-in would send them (§4). */
const NOTHING_MISSING_PATH = routes.prescriptions;

/**
 * Every wizard route but success and interim: /missing-information-start, each step and review.
 * The profile holds what the server misses; a reload on a step waits for it.
 */
export function MissingInformationPage() {
  const { copy } = useCopy();
  const load = useWizardActor();
  if (load.status === 'loading') return <LoadingOverlay label={copy.common.loading} />;
  if (load.status === 'error') {
    return <FailureView title={copy.failure.title} detail={load.message} body={copy.failure.body} actionLabel={copy.failure.reload} onAction={load.reload} />;
  }
  if (load.status === 'nothingMissing') return <Navigate to={NOTHING_MISSING_PATH} replace />;
  return <RoutedWizard actor={load.actor} />;
}

function RoutedWizard({ actor }: { actor: WizardActor }) {
  const send = useWizardRoute(actor);
  const snapshot = useSelector(actor, (current) => current);
  return <WizardView snapshot={snapshot} send={send} />;
}
