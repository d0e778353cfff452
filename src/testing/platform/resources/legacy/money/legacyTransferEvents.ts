import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { transfersOf, type TransferRecord } from '../../transfers/store.js';
import type { LegacyTransferState } from './legacyState.js';
import { legacyStateOfTransfer, legacyTransferEventData, movementOf, presentLegacyMovement } from './presentTransfer.js';
import { transferNoteOf } from './store.js';
import { usesLegacyInterface } from '../../../http/legacyNotices.js';

type LegacyEventKind = 'created' | 'updated' | 'completed' | 'failed' | 'funded_partial';

const KIND_OF_STATE: Partial<Record<LegacyTransferState, LegacyEventKind>> = {
  completed: 'completed',
  failed: 'failed',
  funded_partial: 'funded_partial',
};

/** `transfer.funded_partial` data: the received amount as fromAmount, and expected (`from`) and received (`to`) amounts. */
function fundedPartialData(partition: Partition, transfer: TransferRecord): Record<string, unknown> {
  const funding = transferNoteOf(partition, transfer.id).funding;
  return {
    ...legacyTransferEventData(partition, transfer),
    fromAmount: funding?.received ?? transfer.in.amount,
    from: funding?.expected ?? transfer.in.amount,
    to: funding?.received ?? transfer.in.amount,
  };
}

/** The same rule as the v1 customer events: once a partition calls a legacy operation (`usesLegacyInterface`). */
const takesLegacyEvents = usesLegacyInterface;

function emitLegacy(platform: PlatformCore, partition: Partition, transfer: TransferRecord, kind: LegacyEventKind): void {
  const data = kind === 'funded_partial' ? fundedPartialData(partition, transfer) : legacyTransferEventData(partition, transfer);
  platform.emit(partition, `transfer.${kind}`, data, 'v1');
  const movement = movementOf(transfer);
  if (movement) platform.emit(partition, `${movement}.${kind}`, presentLegacyMovement(partition, transfer), 'v1');
}

/**
 * `transfer.amount_adjusted` `{ id, onBehalfOf, from, to }` (the quoted and the booked from
 * amounts) and the pay-in's or payout's `*.amount_adjusted`, when funds booked differ from the quote.
 */
export function emitAmountAdjusted(platform: PlatformCore, partition: Partition, transfer: TransferRecord, from: string, to: string): void {
  if (!takesLegacyEvents(partition)) return;
  platform.emit(partition, 'transfer.amount_adjusted', { id: transfer.id, onBehalfOf: transfer.customerId, from, to }, 'v1');
  const movement = movementOf(transfer);
  if (movement) platform.emit(partition, `${movement}.amount_adjusted`, presentLegacyMovement(partition, transfer), 'v1');
}

/**
 * The legacy events of a v3 transfer event: `transfer.created` → v1 `transfer.created`; a
 * `transfer.state_changed` that changes the v1 state → `transfer.updated`, or `.completed`,
 * `.failed`, `.funded_partial` when it ends there; each with the pay-in's or payout's event of
 * the same kind. A v3 move that keeps the v1 state (action_required ↔ processing) emits nothing.
 */
function translate(platform: PlatformCore, partition: Partition, transfer: TransferRecord, created: boolean): void {
  if (!takesLegacyEvents(partition)) return;
  const note = transferNoteOf(partition, transfer.id);
  const state = legacyStateOfTransfer(partition, transfer);
  if (!created && note.lastState === state) return;
  note.lastState = state;
  emitLegacy(platform, partition, transfer, created ? 'created' : (KIND_OF_STATE[state] ?? 'updated'));
}

/**
 * Emits the v1 transfer, pay-in and payout events beside the v3 ones (in partitions with a v1
 * delivery URL), once per platform. Only v3 events are read, so the legacy events it emits never feed back into it.
 */
export function emitLegacyTransferEvents(platform: PlatformCore): void {
  platform.onEvent((partition, event) => {
    if (event.audience !== 'v3' || (event.type !== 'transfer.created' && event.type !== 'transfer.state_changed')) return;
    const transfer = transfersOf(partition).get(String(event.data.id));
    try {
      if (transfer) translate(platform, partition, transfer, event.type === 'transfer.created');
    } catch (error) {
      // A v1 event must never fail the v3 request that moved the transfer.
      console.error('[paykit fake platform] legacy transfer events failed', error);
    }
  });
}
