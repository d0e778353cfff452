import { useAccounts } from 'paykit';
import { SweepRules } from 'paykit/components';

/**
 * The sweep rules of the customer's first issued wallet: what arrives on it (a sandbox top-up, a
 * pay-in) is moved on to the target chosen, and shows in the transfers below. Nothing until the
 * customer has an issued wallet.
 */
export function WalletSweeps() {
  const { data: wallets = [] } = useAccounts({ origin: 'issued', type: 'wallet' });
  const wallet = wallets[0];
  if (!wallet) return null;
  return <SweepRules accountId={wallet.id} headingLevel={4} className="demo-sweeps" />;
}
