import { AccountList, Checkout, RecipientsManager, TaskForm, TransferList } from 'paykit/components';
import { OpenAccounts } from './OpenAccounts.js';
import { WalletSweeps } from './WalletSweeps.js';

/** Transfers a page of the list shows; the sandbox panel reads the same page, so one read serves both. */
export const TRANSFER_PAGE_SIZE = 10;

/**
 * "Move money", built from the kit's payment parts: the customer's accounts (with the merchant's
 * own buttons to open a wallet and a bank account), the quote-then-transfer `<Checkout>`, the
 * payout recipients, and the transfers; a transfer held for answers is answered in place in the
 * kit's `TaskForm`. Each part says by itself what it needs first (a ready
 * payment method, an account, a recipient).
 */
export function MoneySection() {
  return (
    <section aria-labelledby="demo-money-title" className="demo-money">
      <h2 id="demo-money-title" className="demo-section-title">
        Move money
      </h2>
      <section aria-labelledby="demo-accounts-title" className="demo-money-part">
        <h3 id="demo-accounts-title" className="demo-subsection-title">
          Your accounts
        </h3>
        <OpenAccounts />
        <AccountList headingLevel={4} />
        <WalletSweeps />
      </section>
      <section aria-labelledby="demo-checkout-title" className="demo-money-part">
        <h3 id="demo-checkout-title" className="demo-subsection-title">
          Send or receive money
        </h3>
        <Checkout headingLevel={4} taskForm={TaskForm} />
      </section>
      <section aria-labelledby="demo-recipients-title" className="demo-money-part">
        <h3 id="demo-recipients-title" className="demo-subsection-title">
          Recipients
        </h3>
        <RecipientsManager headingLevel={4} />
      </section>
      <TransferList id="demo-transfers" headingLevel={3} pageSize={TRANSFER_PAGE_SIZE} taskForm={TaskForm} className="demo-money-part" />
    </section>
  );
}
