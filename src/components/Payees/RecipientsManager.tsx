import { useRef, useState, type ComponentPropsWithRef } from 'react';
import type { Destination, Recipient } from '../../core/schemas/index.js';
import { useArchiveRecipient, useRecipients } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { part } from '../part.js';
import { HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { ErrorCallout } from '../text/index.js';
import { ArchivePayeeDialog } from './ArchivePayeeDialog.js';
import { PayeeDialog } from './PayeeDialog.js';
import { RecipientForm } from './RecipientForm.js';
import { RecipientItem } from './RecipientItem.js';
import { recipientName } from './recipientName.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link RecipientsManager}: any `<div>` attribute plus the ones below. */
export interface RecipientsManagerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, LoadErrorProps {
  /**
   * When given, each ready destination offers "Pay to this account", which calls it.
   * @default undefined (no selection)
   */
  onSelectDestination?: (destination: Destination, recipient: Recipient) => void;
  /**
   * The level of each recipient's name heading; their destinations' heading sits one below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

/** The recipient dialog that is open: adding, editing one recipient, or none. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; recipient: Recipient };

/**
 * The customer's third-party payout recipients: each with their status, their destinations
 * (method, masked account, IBAN or address, status), and actions to add, edit or archive a
 * recipient and to add or archive a destination, archiving after a confirmation. Outcomes are
 * announced politely. Uses `useRecipients`, `useDestinations` and their mutations.
 */
export const RecipientsManager = forwardRefAsProp(function RecipientsManager({
  onSelectDestination,
  headingLevel,
  onLoadError,
  ...props
}: RecipientsManagerProps) {
  const { t } = useMessages(payeesEn);
  const recipients = useRecipients();
  useLoadErrorCallback(recipients.error, onLoadError);
  const level = useHeadingLevel(headingLevel);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [archiving, setArchiving] = useState<Recipient | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const hasArchived = useRef(false);
  const archive = useArchiveRecipient({
    onSuccess: () => {
      hasArchived.current = true;
      if (archiving) setAnnouncement(t('payees.archived', { name: recipientName(t, archiving) }));
      setArchiving(null);
    },
  });
  const list = recipients.data ?? [];
  const close = () => setEditing({ mode: 'closed' });

  return (
    <div {...props} {...part('recipients-manager', props)}>
      {recipients.isPending && (
        <SkeletonGroup>
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      )}
      {recipients.isError && (
        <ErrorCallout
          title={t('payees.loadFailed')}
          error={recipients.error}
          onRetry={() => void recipients.refetch()}
          isRetrying={recipients.isFetching}
        />
      )}
      {recipients.isSuccess && list.length === 0 && <p {...part('recipients-empty')}>{t('payees.empty')}</p>}
      {list.length > 0 && (
        <HeadingLevelProvider level={level}>
          <ul {...part('recipient-list')}>
            {list.map((recipient) => (
              <RecipientItem
                key={recipient.id}
                recipient={recipient}
                onEdit={(chosen) => setEditing({ mode: 'edit', recipient: chosen })}
                onArchive={(chosen) => {
                  archive.reset();
                  setArchiving(chosen);
                }}
                onAnnounce={setAnnouncement}
                onSelectDestination={onSelectDestination}
              />
            ))}
          </ul>
        </HeadingLevelProvider>
      )}
      {(recipients.isSuccess || list.length > 0) && (
        <Button ref={addButton} variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
          {t('payees.add')}
        </Button>
      )}
      <p role="status" {...part('recipients-announcement')}>
        {announcement}
      </p>
      <PayeeDialog
        key={editing.mode === 'edit' ? editing.recipient.id : editing.mode}
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && close()}
        title={editing.mode === 'edit' ? t('payees.dialog.edit', { name: recipientName(t, editing.recipient) }) : t('payees.dialog.add')}
        description={t('payees.dialog.description')}
      >
        <RecipientForm
          recipient={editing.mode === 'edit' ? editing.recipient : null}
          onCancel={close}
          onSaved={(saved) => {
            close();
            setAnnouncement(t('payees.saved', { name: recipientName(t, saved) }));
          }}
        />
      </PayeeDialog>
      <ArchivePayeeDialog
        open={archiving !== null}
        title={archiving ? t('payees.archiveTitle', { name: recipientName(t, archiving) }) : ''}
        body={archiving ? t('payees.archiveBody', { name: recipientName(t, archiving) }) : ''}
        isPending={archive.isPending}
        error={archive.error}
        onClose={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate(archiving.id)}
        onCloseAutoFocus={(event) => {
          // The Archive button that opened the dialog goes with the recipient: focus "Add a recipient".
          if (!hasArchived.current) return;
          hasArchived.current = false;
          event.preventDefault();
          addButton.current?.focus();
        }}
      />
    </div>
  );
});
