import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { usePaykitPortalContainer } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/** Props for {@link PayeeDialog}. */
export interface PayeeDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title. */
  title: ReactNode;
  /** What the dialog is for, read with the title. */
  description: ReactNode;
  /** The form. */
  children: ReactNode;
}

/**
 * A payee form in a modal dialog (Radix Dialog: focus is trapped, Escape closes), portalled into
 * the provider's wrapper so it keeps the kit's theme. Focus returns to what opened it: the
 * dialog is opened from state, not a `Dialog.Trigger`, so it does the returning itself.
 */
export function PayeeDialog({ open, onOpenChange, title, description, children }: PayeeDialogProps) {
  const { t } = useMessages();
  const container = usePaykitPortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay data-slot="dialog-overlay" className="paykit-dialog-overlay" />
        <Dialog.Content
          data-slot="dialog"
          className="paykit-dialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <Dialog.Title data-slot="dialog-title" className="paykit-dialog-title">
            {title}
          </Dialog.Title>
          <Dialog.Description data-slot="dialog-description" className="paykit-dialog-description">
            {description}
          </Dialog.Description>
          {children}
          <Dialog.Close data-slot="dialog-close" className="paykit-dialog-close">
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
            <VisuallyHidden>{t('common.close')}</VisuallyHidden>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
