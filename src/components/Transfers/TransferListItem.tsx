import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import type { Transfer } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.js';
import { TransferDetails } from './TransferDetails.js';
import type { TransferTaskForm } from './TransferTasks.js';
import { TransferStateBadge } from './TransferStateBadge.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferListItem}: any `<li>` attribute but children, plus the ones below. */
export interface TransferListItemProps extends Omit<ComponentPropsWithRef<'li'>, 'children' | 'onSelect'> {
  transfer: Transfer;
  /**
   * Who receives the money, in words (`TransferList` reads it for all its rows at once).
   * @default undefined (not shown)
   */
  payee?: string | null;
  /**
   * Opens the transfer elsewhere (a page, a dialog); without it the row discloses `TransferDetails` in place.
   * @default undefined
   */
  onSelect?: (transferId: string) => void;
  /**
   * Answers a held transfer's tasks in place (`taskForm={TaskForm}`); see `TransferTasks`.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
}

/**
 * One transfer as a row: when it was created, what was sent and what is delivered, to whom, its state,
 * and a button that opens it (through `onSelect`, or as a disclosure of its details).
 */
export const TransferListItem = forwardRefAsProp(function TransferListItem({
  transfer,
  payee,
  onSelect,
  taskForm,
  ...props
}: TransferListItemProps) {
  const { t, i18n } = useMessages(transfersEn);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const money = (side: Transfer['in']) => (side.amount ? i18n.formatMoney(side.amount, side.currency) : side.currency);
  const amounts = t('transfers.list.amounts', { sent: money(transfer.in), delivered: money(transfer.out) });
  const date = transfer.createdAt ? i18n.formatDateTime(transfer.createdAt) : null;
  const which = <VisuallyHidden>{t('transfers.list.which', { amounts, date: date ?? transfer.id })}</VisuallyHidden>;

  return (
    <li data-state={transfer.state} {...props} {...part('transfer-list-item', props)}>
      <div {...part('transfer-list-row')}>
        {date && transfer.createdAt ? (
          <time {...part('transfer-list-date')} dateTime={transfer.createdAt}>
            {date}
          </time>
        ) : (
          <span {...part('transfer-list-date')}>{transfer.id}</span>
        )}
        <span {...part('transfer-list-amounts')}>
          {amounts}
          {payee && <span {...part('transfer-list-payee')}>{payee}</span>}
        </span>
        <TransferStateBadge state={transfer.state} />
        {onSelect ? (
          <Button variant="secondary" size="sm" onClick={() => onSelect(transfer.id)}>
            {t('transfers.list.open')}
            {which}
          </Button>
        ) : (
          <Button
            ref={toggleRef}
            variant="secondary"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onClick={() => setOpen((open) => !open)}
          >
            {t(isOpen ? 'transfers.list.hide' : 'transfers.list.show')}
            {which}
          </Button>
        )}
      </div>
      {isOpen && (
        <div id={panelId} {...part('transfer-list-details')}>
          <TransferDetails
            transferId={transfer.id}
            taskForm={taskForm}
            onClose={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
          />
        </div>
      )}
    </li>
  );
});
