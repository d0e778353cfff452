import { useRef, useState } from 'react';
import type { Destination, Recipient } from '../../core/schemas/index.js';
import { useArchiveDestination, useDestinations } from '../../hooks/index.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { Skeleton } from '../primitives/Skeleton/Skeleton.js';
import type { Tone } from '../tone.js';
import { ErrorCallout, openEnumLabel } from '../text/index.js';
import { Heading, useHeadingLevel } from '../primitives/Heading/index.js';
import { ArchivePayeeDialog } from './ArchivePayeeDialog.js';
import { DestinationDialog } from './DestinationDialog.js';
import { DestinationItem, destinationLabel } from './DestinationItem.js';
import { recipientName } from './recipientName.js';
import { part } from '../part.js';

const STATUS_TONES: Readonly<Record<string, Tone>> = { active: 'success', rejected: 'danger', archived: 'neutral' };

/** Props for {@link RecipientItem}. */
export interface RecipientItemProps {
  recipient: Recipient;
  /** Opens the recipient's edit form. */
  onEdit: (recipient: Recipient) => void;
  /** Asks to archive the recipient. */
  onArchive: (recipient: Recipient) => void;
  /** Announces an outcome politely (a destination added or archived). */
  onAnnounce: (message: string) => void;
  /**
   * When given, each ready destination offers "Pay to this account".
   * @default undefined
   */
  onSelectDestination?: (destination: Destination, recipient: Recipient) => void;
}

/**
 * One recipient: name, type, relationship and status, their destinations with status and masked
 * coordinates, and the actions on both (edit, archive, add or archive a destination).
 */
export function RecipientItem({ recipient, onEdit, onArchive, onAnnounce, onSelectDestination }: RecipientItemProps) {
  const { t } = useMessages(payeesEn);
  const level = useHeadingLevel();
  const name = recipientName(t, recipient);
  const destinations = useDestinations(recipient.id);
  const [isAdding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<Destination | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hasArchived = useRef(false);
  const archive = useArchiveDestination({
    onSuccess: () => {
      hasArchived.current = true;
      if (archiving) onAnnounce(t('payees.destinations.archived', { account: destinationLabel(t, archiving) }));
      setArchiving(null);
    },
  });
  const isActive = recipient.status !== 'archived';
  const list = destinations.data ?? [];
  const headingId = `${recipient.id}-destinations`;

  return (
    <li {...part('recipient-item')} data-state={recipient.status}>
      <div {...part('recipient-item-summary')}>
        <Heading level={level} {...part('recipient-item-name')}>
          {name}
        </Heading>
        <Badge tone={STATUS_TONES[recipient.status] ?? 'neutral'}>{openEnumLabel(t, 'payees.status.', recipient.status)}</Badge>
        <span {...part('recipient-item-details')}>
          {[
            openEnumLabel(t, 'payees.type.', recipient.type),
            recipient.relationship ? openEnumLabel(t, 'payees.relationship.', recipient.relationship) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          {recipient.label && recipient.label !== name ? ` · ${t('payees.recipientLabel', { label: recipient.label })}` : ''}
        </span>
      </div>
      {isActive && (
        <div {...part('recipient-item-actions')}>
          <Button variant="secondary" size="sm" aria-label={t('payees.editNamed', { name })} onClick={() => onEdit(recipient)}>
            {t('payees.edit')}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('payees.archiveNamed', { name })} onClick={() => onArchive(recipient)}>
            {t('payees.archive')}
          </Button>
        </div>
      )}
      <section {...part('recipient-destinations')} aria-labelledby={headingId}>
        <Heading level={level + 1} id={headingId} {...part('recipient-destinations-title')}>
          {t('payees.destinations', { name })}
        </Heading>
        {destinations.isPending && <Skeleton />}
        {destinations.isError && (
          <ErrorCallout
            title={t('payees.destinations.loadFailed')}
            error={destinations.error}
            onRetry={() => void destinations.refetch()}
            isRetrying={destinations.isFetching}
          />
        )}
        {destinations.isSuccess && list.length === 0 && <p {...part('recipient-destinations-empty')}>{t('payees.destinations.empty')}</p>}
        {list.length > 0 && (
          <ul {...part('recipient-destination-list')}>
            {list.map((destination) => (
              <DestinationItem
                key={destination.id}
                destination={destination}
                onSelect={onSelectDestination && ((selected) => onSelectDestination(selected, recipient))}
                onArchive={(chosen) => {
                  archive.reset();
                  setArchiving(chosen);
                }}
              />
            ))}
          </ul>
        )}
        {isActive && (
          <Button
            ref={addButton}
            variant="secondary"
            size="sm"
            aria-label={t('payees.destinations.addNamed', { name })}
            onClick={() => setAdding(true)}
          >
            {t('payees.destinations.add')}
          </Button>
        )}
      </section>
      <DestinationDialog
        // A fresh form for each opening.
        key={isAdding ? 'open' : 'closed'}
        recipient={isAdding ? recipient : null}
        onClose={() => setAdding(false)}
        onSaved={() => onAnnounce(t('payees.destination.added'))}
      />
      <ArchivePayeeDialog
        open={archiving !== null}
        title={archiving ? t('payees.destinations.archiveTitle', { account: destinationLabel(t, archiving) }) : ''}
        body={archiving ? t('payees.destinations.archiveBody', { account: destinationLabel(t, archiving) }) : ''}
        isPending={archive.isPending}
        error={archive.error}
        onClose={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate({ recipientId: recipient.id, destinationId: archiving.id })}
        onCloseAutoFocus={(event) => {
          // The Archive button that opened the dialog goes with the destination.
          if (!hasArchived.current) return;
          hasArchived.current = false;
          event.preventDefault();
          addButton.current?.focus();
        }}
      />
    </li>
  );
}
