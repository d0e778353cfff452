import type { ReactNode } from 'react';
import { ModalDialog } from '../primitives/Dialog/ModalDialog.js';

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
 * A payee form in a modal dialog (a native `<dialog>`: the page behind is inert and does not
 * scroll, Escape and the close button close it), portalled into the provider's wrapper so it keeps
 * the kit's theme. Focus returns to what opened it.
 */
export function PayeeDialog({ open, onOpenChange, title, description, children }: PayeeDialogProps) {
  return (
    <ModalDialog open={open} onDismiss={() => onOpenChange(false)} title={title} description={description} hasCloseButton>
      {children}
    </ModalDialog>
  );
}
