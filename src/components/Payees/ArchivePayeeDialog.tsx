import type { ReactNode } from 'react';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';

/** Props for {@link ArchivePayeeDialog}. */
export interface ArchivePayeeDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The question, e.g. "Archive Grace Hopper?". */
  title: ReactNode;
  /** What archiving does. */
  body: ReactNode;
  /** Archives. */
  onConfirm: () => void;
  /** Called when the dialog closes without archiving. */
  onClose: () => void;
  /** Whether the archive request is running. */
  isPending: boolean;
  /** The failure of the last archive request. */
  error: unknown;
  /**
   * Called as the dialog closes; `preventDefault()` to send focus elsewhere than the opener
   * (which is gone once the row is archived).
   * @default undefined (focus returns to the opener)
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a recipient or a destination is archived (Radix AlertDialog: Cancel has focus
 * first, so Enter does not archive by accident). A failure is explained in place.
 */
export function ArchivePayeeDialog({ open, title, body, onConfirm, onClose, isPending, error, onCloseAutoFocus }: ArchivePayeeDialogProps) {
  const { t } = useMessages(payeesEn);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={body}
      cancelLabel={t('payees.cancel')}
      confirmLabel={t('payees.archiveConfirm')}
      onConfirm={onConfirm}
      closeOnConfirm={false}
      isPending={isPending}
      pendingLabel={t('payees.archiving')}
    >
      {error != null && <MoneyErrorNotice error={error} />}
    </ConfirmDialog>
  );
}
