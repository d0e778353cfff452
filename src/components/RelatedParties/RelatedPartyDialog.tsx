import type { RelatedParty } from '../../core/schemas/index.js';
import { ModalDialog } from '../primitives/Dialog/ModalDialog.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
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
   * element that had focus when it opened.
   * @default undefined (the element focused when the dialog opened)
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The {@link RelatedPartyForm} in a modal dialog (a native `<dialog>`: the page behind is inert and
 * does not scroll, Escape and the close button close it, focus returns to the button that opened
 * it, or where `returnFocusTo` says), portalled into the provider's wrapper so it keeps the kit's
 * theme. It closes once the person is saved.
 */
export function RelatedPartyDialog({ open, onOpenChange, party = null, onSaved, returnFocusTo }: RelatedPartyDialogProps) {
  const { t } = useMessages(relatedPartiesEn);
  return (
    <ModalDialog
      open={open}
      onDismiss={() => onOpenChange(false)}
      title={party ? t('relatedParties.dialog.edit', { name: partyName(t, party) }) : t('relatedParties.dialog.add')}
      description={t('relatedParties.dialog.description')}
      returnFocusTo={returnFocusTo}
      hasCloseButton
    >
      <RelatedPartyForm
        party={party}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </ModalDialog>
  );
}
