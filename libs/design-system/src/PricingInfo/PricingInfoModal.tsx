import { Modal } from '../Modal/Modal.tsx';
import { PricingInfo, type PricingInfoContent } from './PricingInfo.tsx';

export interface PricingInfoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The programme's `copy.pricing` as it is: the title and the four statements. */
  content: PricingInfoContent & { title: string };
  closeLabel: string;
}

/**
 * spec: prescription-experience §2 Modals, the Prescription Pricing information modal. One
 * component for onboarding, My Prescriptions and the payment page; the copy comes from the caller.
 */
export function PricingInfoModal({ open, onOpenChange, content, closeLabel }: PricingInfoModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={content.title} closeLabel={closeLabel}>
      <PricingInfo content={content} />
    </Modal>
  );
}
