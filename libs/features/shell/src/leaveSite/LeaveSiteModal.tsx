import { Button } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { useCopy } from '@portal/program-config';

export interface LeaveSiteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Host of the link, named in the title. */
  host: string;
  onContinue: () => void;
}

/** spec: prescription-experience §2 Modals, leave-site confirmation. */
export function LeaveSiteModal({ open, onOpenChange, host, onContinue }: LeaveSiteModalProps) {
  const { copy, t } = useCopy();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(copy.leaveSite.title, { host })}
      description={copy.leaveSite.body}
      closeLabel={copy.common.close}
      actions={<Button onClick={onContinue}>{copy.leaveSite.continue}</Button>}
    />
  );
}
