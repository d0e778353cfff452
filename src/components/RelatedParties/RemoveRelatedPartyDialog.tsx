import { AlertDialog } from 'radix-ui';
import type { RelatedParty } from '../../core/schemas/index.js';
import { usePaykitPortalContainer, type UseArchiveRelatedPartyResult } from '../../hooks/index.js';
import { Button } from '../Button/Button.js';
import { Callout } from '../Callout/Callout.js';
import { errorReference, paykitErrorText } from '../text/index.js';
import { useMessages } from '../messages/index.js';
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
  const { t } = useMessages();
  const container = usePaykitPortalContainer();
  const name = party ? partyName(t, party) : '';
  return (
    <AlertDialog.Root open={party !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay data-slot="dialog-overlay" />
        <AlertDialog.Content data-slot="dialog" data-variant="confirm" onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title data-slot="dialog-title">{t('relatedParties.removeTitle', { name })}</AlertDialog.Title>
          <AlertDialog.Description data-slot="dialog-description">{t('relatedParties.removeBody', { name })}</AlertDialog.Description>
          {archive.error && (
            <Callout tone="danger">
              {paykitErrorText(t, archive.error)} {errorReference(t, archive.error)}
            </Callout>
          )}
          <div data-slot="dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('relatedParties.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              isPending={archive.isPending}
              pendingLabel={t('relatedParties.removing')}
              onClick={() => party && archive.mutate(party.id)}
            >
              {t('relatedParties.removeConfirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
