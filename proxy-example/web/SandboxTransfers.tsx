import { type Transfer, useEventStreamStatus, useTransfers } from 'paykit';
import { TRANSFER_PAGE_SIZE } from './MoneySection.js';
import { QueryErrorCallout } from './QueryErrorCallout.js';
import { SandboxButton } from './SandboxButton.js';
import type { SandboxControlsProps } from './SandboxMoneyControls.js';
import type { SandboxAction } from './useSandboxActions.js';

const IN_FLIGHT = new Set(['awaiting_funds', 'processing', 'action_required']);

/** A transfer as the panel names it: the amount sent (or its currency), where it goes, and its id. */
export function transferLabel(transfer: Pick<Transfer, 'id' | 'in' | 'out'>): string {
  const sent = transfer.in.amount ? `${transfer.in.amount} ${transfer.in.currency}` : transfer.in.currency;
  return `${sent} → ${transfer.out.currency} (${transfer.id})`;
}

/** True for a transfer paid out from the customer's wallet: stablecoin to fiat. */
export function isPayout(transfer: Pick<Transfer, 'direction'>): boolean {
  return transfer.direction === 'stablecoin_to_fiat';
}

/** The sandbox moves a transfer may take from where it stands, along the platform's transitions. */
export function transferMoves(
  transfer: Pick<Transfer, 'id' | 'in' | 'out' | 'state' | 'direction'>,
): { action: SandboxAction; label: string; variant: 'primary' | 'secondary' | 'danger' }[] {
  const label = transferLabel(transfer);
  const move = (state: 'processing' | 'completed' | 'failed') => ({
    kind: 'transferState' as const,
    transferId: transfer.id,
    label,
    state,
    isPayout: isPayout(transfer),
  });
  const ask = {
    action: { kind: 'transferTask' as const, transferId: transfer.id, label },
    label: 'Ask for information',
    variant: 'secondary' as const,
  };
  const fail = { action: move('failed'), label: 'Fail', variant: 'danger' as const };
  if (transfer.state === 'awaiting_funds') return [{ action: move('processing'), label: 'Funds received', variant: 'primary' }, ask, fail];
  if (transfer.state === 'processing') return [{ action: move('completed'), label: 'Complete', variant: 'primary' }, ask, fail];
  return [];
}

/** How often the panel reads the transfers again while the event stream is not live. */
const POLL_INTERVAL_MS = 3_000;

/**
 * The customer's transfers still in flight, each with what the sandbox can make happen to it:
 * funds received, complete, fail (with a bank's reason), or a compliance question that holds it.
 */
export function SandboxTransfers({ pending, onRun }: SandboxControlsProps) {
  // The page's own transfer list read: the same key, so one read serves both. Hints refresh it while
  // the event stream is live; the panel polls only while it is not.
  const isStreamLive = useEventStreamStatus().status === 'live';
  const transfers = useTransfers({ limit: TRANSFER_PAGE_SIZE }, { refetchInterval: isStreamLive ? false : POLL_INTERVAL_MS });
  if (transfers.status === 'pending') return <p className="demo-muted">Loading the transfers…</p>;
  if (transfers.status === 'error')
    return <QueryErrorCallout what="the transfers" error={transfers.error} onRetry={() => void transfers.refetch()} />;
  const open = transfers.data.pages.flatMap((page) => page.data).filter((transfer) => IN_FLIGHT.has(transfer.state));
  if (open.length === 0) return <p>No transfer is in progress. Confirm one under “Move money” first.</p>;
  return (
    <ul className="demo-capabilities" aria-label="Transfers in progress">
      {open.map((transfer) => {
        const label = transferLabel(transfer);
        const moves = transferMoves(transfer);
        return (
          <li key={transfer.id} className="demo-capability" data-transfer-id={transfer.id}>
            <span className="demo-capability-name">{label}</span>
            {moves.length > 0 ? (
              <div className="demo-actions">
                {moves.map((each) => (
                  <SandboxButton
                    key={each.label}
                    action={each.action}
                    label={each.label}
                    subject={label}
                    variant={each.variant}
                    pending={pending}
                    onRun={onRun}
                  />
                ))}
              </div>
            ) : (
              <p className="demo-muted">On hold until its questions are answered and accepted under “Tasks in review”.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
