import { isTerminalTransferState } from '../../core/checkout/index.js';
import type { Account, Transfer } from '../../core/schemas/index.js';

/**
 * How often a live money read (a provisioning account, a transfer on its way) is read again. Only while
 * the provider's event stream is not live (off, connecting, dropped, paused, ended): a live stream's
 * hints refresh it, and `useTransfer` and `useAccounts` then do not poll.
 */
export const MONEY_POLL_INTERVAL_MS = 3_000;

/** True while an issued account is being provisioned: its deposit coordinates (`details`) are still null. */
export function isAccountProvisioning(account: Account): boolean {
  return account.status === 'provisioning';
}

/**
 * A TanStack `refetchInterval` for the account list: {@link MONEY_POLL_INTERVAL_MS} while any
 * account is provisioning, else `false`.
 *
 * @example
 * useQuery({ queryKey: paykitQueryKeys.accounts.list(), queryFn, refetchInterval: pollWhileProvisioning });
 */
export function pollWhileProvisioning(query: { state: { data?: Account[] } }): number | false {
  return query.state.data?.some(isAccountProvisioning) ? MONEY_POLL_INTERVAL_MS : false;
}

/**
 * A TanStack `refetchInterval` for one transfer: {@link MONEY_POLL_INTERVAL_MS} until it reaches a
 * terminal state, then `false`. A state paykit does not know keeps it live.
 *
 * @example
 * useQuery({ queryKey: paykitQueryKeys.transfers.detail(id), queryFn, refetchInterval: pollUntilTransferSettles });
 */
export function pollUntilTransferSettles(query: { state: { data?: Transfer } }): number | false {
  const { data } = query.state;
  return data === undefined || isTerminalTransferState(data.state) ? false : MONEY_POLL_INTERVAL_MS;
}
