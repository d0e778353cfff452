import { accountName, accountsEn, capabilitiesEn, capabilityName } from 'paykit/components';
import { type Capability, type SupportedCapability, useAccounts, useCapabilities, useMessages, useSupportedCapabilities } from 'paykit';
import { SandboxButton } from './SandboxButton.js';
import type { SandboxAction } from './useSandboxActions.js';

/** How much "Add funds" credits to a wallet, in its currency. */
export const TOP_UP_AMOUNT = '1000.00';

/** Props shared by the sandbox's money controls. */
export interface SandboxControlsProps {
  pending: SandboxAction | null;
  onRun: (action: SandboxAction) => void;
}

/**
 * The capabilities the sandbox can make ready: on offer, open to this customer, not ready yet,
 * and not `stablecoin_transfers` (ready from the start). Each says whether it was requested.
 */
export function forceableCapabilities(
  supported: readonly SupportedCapability[],
  capabilities: readonly Capability[],
): { offer: SupportedCapability; isRequested: boolean }[] {
  return supported
    .filter(
      (offer) => offer.id !== 'stablecoin_transfers' && offer.availability !== 'disabled' && offer.eligibility?.status !== 'ineligible',
    )
    .map((offer) => ({ offer, current: capabilities.find((capability) => capability.id === offer.id) }))
    .filter(({ current }) => current?.status !== 'ready')
    .map(({ offer, current }) => ({ offer, isRequested: current !== undefined && current.status !== 'canceled' }));
}

/** "Make … ready" for every payment method the customer could have, skipping its review. */
export function SandboxCapabilities({ pending, onRun }: SandboxControlsProps) {
  const { t } = useMessages(capabilitiesEn);
  const supported = useSupportedCapabilities();
  const capabilities = useCapabilities();
  if (supported.status !== 'success' || capabilities.status !== 'success')
    return <p className="demo-muted">Loading the payment methods…</p>;
  const forceable = forceableCapabilities(supported.data, capabilities.data);
  if (forceable.length === 0) return <p>Every payment method on offer is ready.</p>;
  return (
    <ul className="demo-capabilities" aria-label="Payment methods not ready yet">
      {forceable.map(({ offer, isRequested }) => {
        const label = capabilityName(t, offer);
        return (
          <li key={offer.id} className="demo-capability">
            <span className="demo-capability-name">{label}</span>
            <SandboxButton
              action={{ kind: 'capability', capabilityId: offer.id, label, isRequested }}
              label="Make ready"
              subject={label}
              pending={pending}
              onRun={onRun}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** "Add funds" to each ready issued wallet, as money arriving on chain would. */
export function SandboxWallets({ pending, onRun }: SandboxControlsProps) {
  const { t } = useMessages(accountsEn);
  const wallets = useAccounts({ origin: 'issued', type: 'wallet', status: 'ready' });
  if (wallets.status !== 'success') return <p className="demo-muted">Loading the wallets…</p>;
  const funded = wallets.data.filter((wallet) => wallet.currency);
  if (funded.length === 0) return <p>No wallet is ready yet. Open one under “Move money” first.</p>;
  return (
    <ul className="demo-capabilities" aria-label="Wallets">
      {funded.map((wallet) => {
        const label = accountName(t, wallet);
        const currency = wallet.currency ?? '';
        return (
          <li key={wallet.id} className="demo-capability">
            <span className="demo-capability-name">{label}</span>
            <SandboxButton
              action={{ kind: 'topUp', accountId: wallet.id, label, amount: TOP_UP_AMOUNT, currency }}
              label={`Add ${TOP_UP_AMOUNT} ${currency}`}
              subject={label}
              pending={pending}
              onRun={onRun}
            />
          </li>
        );
      })}
    </ul>
  );
}
