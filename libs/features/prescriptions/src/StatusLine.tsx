import { formatAmount, formatServerDate } from '@portal/formats';
import { useCopy, useProgram } from '@portal/program-config';
import { needsThePatient, type CardStatus } from './cardStatus.ts';
import * as styles from './PrescriptionCard.css.ts';

/** The card's status in the patient's words (docs/decisions/0055). */
function useStatusText(status: CardStatus): string {
  const { copy, t } = useCopy();
  const { language } = useProgram();
  const words = copy.prescriptions.status;
  switch (status.kind) {
    case 'transferred':
      return status.pharmacy ? t(words.transferredTo, { pharmacy: status.pharmacy }) : words.transferred;
    case 'confirmingPayment':
      return words.confirmingPayment;
    case 'insuranceNeedsYou':
      return words.insuranceNeedsYou;
    case 'stepNeedsYou':
      return t(words.stepNeedsYou, { step: copy.timeline.steps[status.step] });
    case 'readyToPay':
      return t(words.readyToPay, { amount: `$${formatAmount(status.amount)}` });
    case 'readyToConfirm':
      return words.readyToConfirm;
    case 'choosePharmacy':
      return words.choosePharmacy;
    case 'waitingForInsurance':
      return words.waitingForInsurance;
    case 'shipped': {
      const date = formatServerDate(status.date, language);
      if (!date) return copy.timeline.steps.shipped;
      return t(status.trackable ? words.shippedTrackIt : words.shipped, { date });
    }
    case 'inProgress':
      return words.inProgress;
    default:
      return status satisfies never;
  }
}

export function StatusLine({ status }: { status: CardStatus }) {
  const text = useStatusText(status);
  const tone = status.kind === 'transferred' ? 'finished' : needsThePatient(status) ? 'action' : 'progress';
  return (
    <p className={styles.statusLine({ tone })} data-status={status.kind}>
      {text}
    </p>
  );
}
