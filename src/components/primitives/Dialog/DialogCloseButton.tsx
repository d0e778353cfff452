import { CloseIcon } from '../CloseIcon.js';
import { useMessages } from '../../messages/index.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { part } from '../../part.js';

/** Props for {@link DialogCloseButton}. */
export interface DialogCloseButtonProps {
  /** Closes the dialog. */
  onClick: () => void;
}

/** The × in a dialog's corner, named by the `common.close` message. */
export function DialogCloseButton({ onClick }: DialogCloseButtonProps) {
  const { t } = useMessages();
  return (
    <button type="button" {...part('dialog-close')} onClick={onClick}>
      <CloseIcon />
      <VisuallyHidden>{t('common.close')}</VisuallyHidden>
    </button>
  );
}
