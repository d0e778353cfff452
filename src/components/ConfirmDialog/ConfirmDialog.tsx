import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePaykitPortalContainer } from '../../hooks/index.js';
import { Button } from '../Button/Button.js';

/** Props for {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /**
   * The element that opens the dialog (usually a `Button`); it receives the trigger's props and
   * gets focus back when the dialog closes.
   * @default undefined (the dialog opens through `open`)
   */
  trigger?: ReactElement;
  /** The question, e.g. "Archive Grace Hopper?". */
  title: ReactNode;
  /** What confirming does. */
  description: ReactNode;
  /** The label of the button that closes the dialog and does nothing, e.g. "Keep it". */
  cancelLabel: ReactNode;
  /** The label of the destructive button, e.g. "Archive". */
  confirmLabel: ReactNode;
  /** Runs the destructive action. */
  onConfirm: () => void;
  /**
   * Whether the dialog is open (controlled).
   * @default undefined (uncontrolled: the trigger opens it)
   */
  open?: boolean;
  /**
   * Called when the dialog opens or closes (by the trigger, Cancel, Escape, or confirming when
   * `closeOnConfirm`).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Whether confirming closes the dialog at once, the outcome then shown beside the trigger.
   * `false` keeps it open while the request runs (see `isPending`) and shows its failure
   * (`children`); the owner closes it once the action succeeded.
   * @default true
   */
  closeOnConfirm?: boolean;
  /**
   * The action is running: the confirm button shows it (`data-pending`, `aria-disabled`).
   * @default false
   */
  isPending?: boolean;
  /**
   * Announced while `isPending`.
   * @default the `button.pending` message ("Working…")
   */
  pendingLabel?: string;
  /**
   * Called as the dialog closes; `preventDefault()` to send focus elsewhere than the opener (which
   * may be gone once the thing it stood for is archived).
   * @default undefined (focus returns to the opener)
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Shown between the description and the actions, e.g. why the last try failed.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * Asks before a destructive action (Radix AlertDialog, portalled into the kit's root: Cancel has
 * focus first, so Enter does not confirm by accident). The confirm button is the `danger` one.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  open,
  onOpenChange,
  closeOnConfirm = true,
  isPending = false,
  pendingLabel,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  const container = usePaykitPortalContainer();
  const confirm = (
    <Button variant="danger" isPending={isPending} pendingLabel={pendingLabel} onClick={onConfirm}>
      {confirmLabel}
    </Button>
  );
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay data-slot="dialog-overlay" className="paykit-dialog-overlay" />
        <AlertDialog.Content data-slot="dialog" className="paykit-dialog" data-variant="confirm" onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title data-slot="dialog-title" className="paykit-dialog-title">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description data-slot="dialog-description" className="paykit-dialog-description">
            {description}
          </AlertDialog.Description>
          {children}
          <div data-slot="dialog-actions" className="paykit-dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {closeOnConfirm ? <AlertDialog.Action asChild>{confirm}</AlertDialog.Action> : confirm}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
