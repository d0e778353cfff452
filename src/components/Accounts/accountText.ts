import type { Account, StatusReason } from '../../core/schemas/index.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import { accountStatuses } from '../../core/schemas/accountValues.js';
import { statusActors } from '../../core/schemas/statusReasonValues.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { AccountsMessageId } from '../messages/areas/accounts.en.js';
import { humanize, openEnumLabel } from '../text/index.js';
import type { Tone } from '../tone.js';

type Translate = ComponentTranslate<AccountsMessageId>;

const statusTones: Record<(typeof accountStatuses)[number], Tone> = {
  provisioning: 'info',
  in_review: 'info',
  ready: 'success',
  action_required: 'warning',
  suspended: 'warning',
  rejected: 'danger',
  archived: 'neutral',
};

/** The badge tone and label of an account status; an unknown status is neutral, its code in words. */
export function accountStatusText(t: Translate, status: string): { tone: Tone; label: string } {
  if (!isKnownValue(accountStatuses, status)) return { tone: 'neutral', label: humanize(status) };
  return { tone: statusTones[status], label: t(`accounts.status.${status}`) };
}

/** The last four characters of a number or address, for "ending in 6789"; null when there are none. */
function lastFour(value: string | null | undefined): string | null {
  const compact = value?.replace(/\s+/g, '') ?? '';
  return compact.length >= 4 ? compact.slice(-4) : null;
}

/**
 * An account as a person recognises it: its `label`, else its kind and currency ("USDC wallet",
 * "USD bank account"), or for an external one the end of its number ("Bank account ending in 6789").
 */
export function accountName(t: ComponentTranslate<AccountsMessageId>, account: Account): string {
  if (account.label?.trim()) return account.label.trim();
  const { currency } = account;
  const group = `${account.origin} ${account.type}`;
  if (group === 'issued bank') return currency ? t('accounts.name.issuedBank', { currency }) : t('accounts.name.issuedBankNoCurrency');
  if (group === 'issued wallet')
    return currency ? t('accounts.name.issuedWallet', { currency }) : t('accounts.name.issuedWalletNoCurrency');
  if (group === 'external bank') {
    const last4 = lastFour(account.details?.accountNumber ?? account.details?.iban);
    return last4 ? t('accounts.name.externalBank', { last4 }) : t('accounts.name.externalBankNoNumber');
  }
  if (group === 'external wallet') {
    const last4 = lastFour(account.details?.address);
    return last4 ? t('accounts.name.externalWallet', { last4 }) : t('accounts.name.externalWalletNoAddress');
  }
  return t('accounts.name.other', { id: account.id });
}

/** The name of a wallet network ("Polygon"); one the kit does not know in words. */
export function networkName(t: Translate, network: string): string {
  return openEnumLabel(t, 'accounts.network.', network);
}

/** The name of a bank account type ("Checking"); one the kit does not know in words. */
export function bankAccountTypeName(t: Translate, accountType: string): string {
  return openEnumLabel(t, 'accounts.accountType.', accountType);
}

/** What a status reason asks of the person, chosen by who must act. */
export type AccountNextStep = 'customer' | 'developer' | 'provider' | 'network' | 'operator' | 'retryable' | 'unknown';

/**
 * The next step of an account's `statusReason`: branch on `actor` (the code is an open catalogue),
 * and for an actor the kit does not know, on `retryable`.
 */
export function accountNextStep(reason: StatusReason): AccountNextStep {
  const actor = reason.actor ?? '';
  if (isKnownValue(statusActors, actor)) return actor;
  return reason.retryable === true ? 'retryable' : 'unknown';
}
