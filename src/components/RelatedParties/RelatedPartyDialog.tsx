import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import type { RelatedParty } from '../../core/schemas/index.js';
import { usePaykitPortalContainer } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { RelatedPartyForm } from './RelatedPartyForm.js';
import { partyName } from './partyName.js';

/** Props for {@link RelatedPartyDialog}. */
export interface RelatedPartyDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, Cancel). */
  onOpenChange: (open: boolean) => void;
  /**
   * The person to edit; without it the dialog adds a new person.
   * @default undefined (add)
   */
  party?: RelatedParty | null;
  /**
   * Called with the saved person; the dialog then closes.
   * @default undefined
   */
  onSaved?: (party: RelatedParty) => void;
  /**
   * Where focus goes once the dialog has closed; `null` (or no function) falls back to the
   * element that had focus when it opened. Radix returns focus only to a `Dialog.Trigger`, and
   * this dialog is opened from state, so it does the returning itself.
   * @default undefined (the element focused when the dialog opened)
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The {@link RelatedPartyForm} in a modal dialog (Radix Dialog: focus is trapped, Escape closes,
 * focus returns to the button that opened it, or where `returnFocusTo` says), portalled into the provider's wrapper so it keeps
 * the kit's theme. It closes once the person is saved.
 */
export function RelatedPartyDialog({ open, onOpenChange, party = null, onSaved, returnFocusTo }: RelatedPartyDialogProps) {
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
            // Fired before focus moves in: what has focus now is what opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (returnFocusTo?.() ?? opener.current)?.focus();
          }}
        >
          <Dialog.Title data-slot="dialog-title" className="paykit-dialog-title">
            {party ? t('relatedParties.dialog.edit', { name: partyName(t, party) }) : t('relatedParties.dialog.add')}
          </Dialog.Title>
          <Dialog.Description data-slot="dialog-description" className="paykit-dialog-description">
            {t('relatedParties.dialog.description')}
          </Dialog.Description>
          <RelatedPartyForm
            party={party}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
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
