import { PaykitProvider } from 'paykit';
import { Onboarding } from 'paykit/components';
import 'paykit/styles.css';

/** The merchant's payments page: paykit talks to the merchant's proxy at /api/paykit. */
export function PaymentsPage() {
  return (
    <main>
      <h1>Payments</h1>
      <PaykitProvider locale="en-US">
        <Onboarding supportSlot={<a href="/help">Contact our support team</a>} />
      </PaykitProvider>
    </main>
  );
}
