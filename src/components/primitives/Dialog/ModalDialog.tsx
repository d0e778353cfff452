import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { usePaykitPortalContainer } from '../../../hooks/index.js';
import { useHydrated } from '../../../hooks/useHydrated.js';
import { DialogCloseButton } from './DialogCloseButton.js';
import { part } from '../../part.js';
import { HeadingLevelProvider } from '../Heading/HeadingLevelProvider.js';

/** Props for {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Whether the dialog is open; it is rendered only while it is. */
  open: boolean;
  /** The person asks to close it: Escape, the close button, or the browser's own close request. */
  onDismiss: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Its accessible description, shown under the title. */
  description: ReactNode;
  /**
   * `alertdialog` for a question that interrupts (a confirmation).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * The look: `confirm` is narrower.
   * @default undefined
   */
  variant?: 'confirm';
  /**
   * What gets focus first.
   * @default undefined (the first focusable element inside, as `showModal()` does)
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes once the dialog has closed; `null` (or no function) falls back to the
   * element that had focus when it opened.
   * @default undefined
   */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * Called as the dialog closes, before focus returns; `preventDefault()` to send focus elsewhere.
   * @default undefined
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Shows a close button (an ×, named by the `common.close` message) after the content.
   * @default false
   */
  hasCloseButton?: boolean;
  children: ReactNode;
}

/** The dialog's first focusable element: what `showModal()` focuses, done by hand where it is missing. */
function firstFocusable(dialog: HTMLDialogElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
  );
}

/**
 * The kit's modal dialog: a native `<dialog>` opened with `showModal()`, portalled into the
 * provider's wrapper (so it keeps the theme and never lands inside a host `<form>`). The browser
 * puts it in the top layer (above any z-index), makes the rest of the page inert and keeps focus
 * in it; the stylesheet locks the page's scroll while one is open (`:root:has(.paykit-dialog:modal)`).
 * Nothing is injected: no `<style>` tag and no `style` attribute, so `style-src 'self'` holds.
 * Escape asks the owner to close it (`onDismiss`); the owner closes it by `open`. On close, focus
 * returns to the opener. Where `showModal` is missing (jsdom), it opens in place and focuses its
 * first control, so a merchant's component tests still open, use and close it.
 */
export function ModalDialog({ open, ...props }: ModalDialogProps) {
  // A portal needs the page: nothing on a server, nor while hydrating what a server rendered.
  const isHydrated = useHydrated();
  const container = usePaykitPortalContainer();
  if (!open || !isHydrated) return null;
  return createPortal(<OpenDialog {...props} />, container ?? document.body);
}

function OpenDialog({
  onDismiss,
  title,
  description,
  role = 'dialog',
  variant,
  initialFocus,
  returnFocusTo,
  onCloseAutoFocus,
  hasCloseButton = false,
  children,
}: Omit<ModalDialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest focus props, read as the dialog opens and closes (its effect runs once per opening).
  const focus = useRef({ initialFocus, returnFocusTo, onCloseAutoFocus });
  useEffect(() => {
    focus.current = { initialFocus, returnFocusTo, onCloseAutoFocus };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.open = true;
    }
    const first = focus.current.initialFocus?.current ?? (element.contains(document.activeElement) ? null : firstFocusable(element));
    first?.focus();
    return () => {
      // Still in the page only when React re-runs the effect (StrictMode): close it for the re-run.
      if (element.isConnected && element.open) {
        if (typeof element.close === 'function') element.close();
        else element.open = false;
      }
      const event = new Event('paykit:dialog-close-auto-focus', { cancelable: true });
      focus.current.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = focus.current.returnFocusTo?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
    // Once per opening: the owner closes the dialog by unmounting it.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here rather than by the browser's `cancel`, so the owner decides and the dialog stays in step with `open`.
    event.preventDefault();
    onDismiss();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A close request that did not come through a key press in the dialog (a back gesture, Escape with focus lost).
    event.preventDefault();
    onDismiss();
  };
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The browser closed it anyway (a close request it does not let the page cancel): tell the owner.
    if (!event.currentTarget.open) onDismiss();
  };

  return (
    <dialog
      ref={dialog}
      {...part('dialog')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      data-variant={variant}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      <h2 id={titleId} {...part('dialog-title')}>
        {title}
      </h2>
      <p id={descriptionId} {...part('dialog-description')}>
        {description}
      </p>
      {/* A modal dialog is an outline of its own under its <h2>, wherever the part that opens it sits. */}
      <HeadingLevelProvider level={3}>{children}</HeadingLevelProvider>
      {hasCloseButton && <DialogCloseButton onClick={onDismiss} />}
    </dialog>
  );
}
