import { LegalText } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { useCopy, useLegalDocument } from '@portal/program-config';

/** The Terms of Use, opened from the Verify Profile checkbox's link (access-and-identity §2). */
export function TermsOfUseModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { copy } = useCopy();
  const terms = useLegalDocument('termsOfUse');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={copy.verification.termsTitle} closeLabel={copy.common.close} size="wide">
      <LegalText content={terms} headingLevel={2} />
    </Modal>
  );
}
