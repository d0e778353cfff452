import type { RelatedParty } from '../../core/schemas/index.js';
import type { UseArchiveRelatedPartyResult } from '../../hooks/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog.js';
import { errorReference, paykitErrorText } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { relatedPartiesEn } from '../messages/areas/relatedParties.en.js';
import { partyName } from './partyName.js';

/** Props for {@link RemoveRelatedPartyDialog}. */
export interface RemoveRelatedPartyDialogProps {
  /** The person to remove; `null` keeps the dialog closed. */
  party: RelatedParty | null;
  /** Called when the dialog closes without removing. */
  onClose: () => void;
  /** The archive mutation, from `useArchiveRelatedParty`. */
  archive: UseArchiveRelatedPartyResult;
  /**
   * Called as the dialog closes, before focus returns to what opened it; `preventDefault()` to
   * send focus elsewhere (the opener may be gone once the person is removed).
   * @default undefined (focus returns to the opener)
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a person is removed (Radix AlertDialog: Cancel has focus first, so Enter does not
 * remove by accident). Removing archives the related party; a failure is explained in place.
 */
export function RemoveRelatedPartyDialog({ party, onClose, archive, onCloseAutoFocus }: RemoveRelatedPartyDialogProps) {
  const { t } = useMessages(relatedPartiesEn);
  const name = party ? partyName(t, party) : '';
  return (
    <ConfirmDialog
      open={party !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('relatedParties.removeTitle', { name })}
      description={t('relatedParties.removeBody', { name })}
      cancelLabel={t('relatedParties.cancel')}
      confirmLabel={t('relatedParties.removeConfirm')}
      onConfirm={() => party && archive.mutate(party.id)}
      closeOnConfirm={false}
      isPending={archive.isPending}
      pendingLabel={t('relatedParties.removing')}
    >
      {archive.error && (
        <Callout tone="danger">
          {paykitErrorText(t, archive.error)} {errorReference(t, archive.error)}
        </Callout>
      )}
    </ConfirmDialog>
  );
}
