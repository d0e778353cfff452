import { cloneElement, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.js';
import { Button } from '../Button/Button.js';
import { ModalDialog } from '../Dialog/ModalDialog.js';
import { part } from '../../part.js';

/** Props for {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /**
   * The element that opens the dialog (usually a `Button`): its click opens the dialog (unless its
   * own `onClick` calls `preventDefault()`), it gets `aria-haspopup` and `aria-expanded`, and
   * focus back when the dialog closes.
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
   * Whether the dialog starts open, when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
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

/** What the dialog adds to its trigger element. */
interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * Asks before a destructive action, in a modal `alertdialog` (a native `<dialog>`, portalled into
 * the kit's root): Cancel has focus first, so Enter does not confirm by accident; Escape and Cancel
 * close it; focus then returns to the trigger (or what had focus when it opened). The confirm
 * button is the `danger` one.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  closeOnConfirm = true,
  isPending = false,
  pendingLabel,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    caller: 'ConfirmDialog',
  });
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = trigger as ReactElement<TriggerProps> | undefined;

  return (
    <>
      {opener &&
        cloneElement(opener, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: MouseEvent<HTMLElement>) => {
            opener.props.onClick?.(event);
            if (event.defaultPrevented) return;
            setTriggerElement(event.currentTarget);
            setOpen(true);
          },
        })}
      <ModalDialog
        open={isOpen}
        onDismiss={() => setOpen(false)}
        role="alertdialog"
        variant="confirm"
        title={title}
        description={description}
        initialFocus={cancelButton}
        returnFocusTo={() => triggerElement}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {children}
        <div {...part('dialog-actions')}>
          <Button ref={cancelButton} variant="secondary" onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant="danger"
            isPending={isPending}
            pendingLabel={pendingLabel}
            onClick={() => {
              onConfirm();
              if (closeOnConfirm) setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
