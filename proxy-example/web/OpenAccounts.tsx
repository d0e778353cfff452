import { Button, ErrorCallout } from 'paykit/components';
import { type Account, type Capability, useAccounts, useCapabilities, useCreateAccount } from 'paykit';

/** The stablecoin of the merchant's wallets, and the fiat its US bank account takes. */
const WALLET_CURRENCY = 'USDC';

/** What the page can open next, and why not when it cannot. */
export interface OpenableAccounts {
  /** The issued USDC wallet, if one is open (any status but archived). */
  wallet: Account | undefined;
  /** True when a USD bank account is already open. */
  hasBank: boolean;
  /** Why a USD bank account cannot be opened yet; `null` when it can. */
  bankBlocker: string | null;
}

/** Reads the customer's accounts and capabilities into what {@link OpenAccounts} offers. */
export function openableAccounts(accounts: readonly Account[], capabilities: readonly Capability[]): OpenableAccounts {
  const wallet = accounts.find(
    (account) =>
      account.origin === 'issued' && account.type === 'wallet' && account.currency === WALLET_CURRENCY && account.status !== 'archived',
  );
  const hasBank = accounts.some((account) => account.origin === 'issued' && account.type === 'bank' && account.status !== 'archived');
  const achReady = capabilities.some((capability) => capability.method === 'ach' && capability.status === 'ready');
  const bankBlocker = !achReady
    ? 'A USD bank account opens once ACH bank transfers are ready: finish that payment method in the onboarding above.'
    : !wallet
      ? 'A USD bank account settles into your USDC wallet: open the wallet first.'
      : wallet.status !== 'ready'
        ? 'A USD bank account opens once your USDC wallet is ready.'
        : null;
  return { wallet, hasBank, bankBlocker };
}

/**
 * What to say of the issued accounts being set up now, one sentence each, read from their status
 * as last read (never kept from the click that opened them): none once they are ready.
 */
export function settingUpNotices(accounts: readonly Account[]): string[] {
  return accounts
    .filter((account) => account.origin === 'issued' && account.status === 'provisioning')
    .map(
      (account) =>
        `Your ${[account.currency, account.type === 'wallet' ? 'wallet' : 'bank account'].filter(Boolean).join(' ')} is being set up.`,
    );
}

/**
 * The merchant's own buttons to open accounts with `useCreateAccount`: an issued USDC wallet, then
 * an issued USD bank account (ACH) that settles into it. Each is offered only when it can work;
 * otherwise the page says what is missing.
 */
export function OpenAccounts() {
  const accounts = useAccounts();
  const capabilities = useCapabilities();
  const create = useCreateAccount();
  if (accounts.status !== 'success' || capabilities.status !== 'success') return null;
  const { wallet, hasBank, bankBlocker } = openableAccounts(accounts.data, capabilities.data);
  const settingUp = settingUpNotices(accounts.data);
  const isOpening = (type: 'wallet' | 'bank') => create.isPending && create.variables.type === type;

  return (
    <div className="demo-open-accounts">
      <p role="status" className="demo-muted">
        {settingUp.join(' ')}
      </p>
      {create.isError && <ErrorCallout title="The account could not be opened." error={create.error} />}
      <div className="demo-actions">
        {!wallet && (
          <Button
            variant="secondary"
            isPending={isOpening('wallet')}
            pendingLabel="Opening a USDC wallet…"
            onClick={() => create.mutate({ origin: 'issued', type: 'wallet', currency: WALLET_CURRENCY })}
          >
            Open a USDC wallet
          </Button>
        )}
        {!hasBank && bankBlocker === null && wallet && (
          <Button
            variant="secondary"
            isPending={isOpening('bank')}
            pendingLabel="Opening a USD bank account…"
            onClick={() => create.mutate({ origin: 'issued', type: 'bank', method: 'ach', settlement: { accountId: wallet.id } })}
          >
            Open a USD bank account
          </Button>
        )}
      </div>
      {!hasBank && bankBlocker !== null && <p className="demo-muted">{bankBlocker}</p>}
    </div>
  );
}
