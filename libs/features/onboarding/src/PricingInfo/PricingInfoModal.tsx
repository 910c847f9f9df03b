import { PricingInfo } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { useCopy } from '@portal/program-config';

export interface PricingInfoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** spec: prescription-experience §2 Modals, the Prescription Pricing information modal: the programme's `pricing` copy. */
export function PricingInfoModal({ open, onOpenChange }: PricingInfoModalProps) {
  const { copy } = useCopy();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={copy.pricing.title} closeLabel={copy.common.close}>
      <PricingInfo content={copy.pricing} />
    </Modal>
  );
}
