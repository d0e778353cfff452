import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { Checkout } from './Checkout.js';

afterEach(() => {
  window.sessionStorage.clear();
});

const BANK = 'ACH bank transfers (shared account)';
const STABLECOIN = 'Stablecoin transfers';

describe('given a recipient with an ACH destination and a stablecoin method ready (fault 2)', () => {
  it('should never offer the ACH destination to the stablecoin method, and clear it with the reason when the method changes', async () => {
    const user = userEvent.setup();
    // The stablecoin method is granted at the customer's creation.
    const { scenario } = await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    const achDestination = scenario.destinationId;

    await user.selectOptions(await screen.findByLabelText(/Pay with/), BANK);
    await user.click(screen.getByRole('radio', { name: 'A recipient' }));
    const recipient = screen.getByLabelText(/^Recipient/) as HTMLSelectElement;
    await user.selectOptions(recipient, scenario.recipientId);
    const destination = (await screen.findByLabelText(/Their account/)) as HTMLSelectElement;
    await waitFor(() => expect([...destination.options].map((option) => option.value)).toContain(achDestination));
    await user.selectOptions(destination, achDestination);

    await user.selectOptions(screen.getByLabelText(/Pay with/), STABLECOIN);

    const cleared = screen.getByLabelText(/Their account/) as HTMLSelectElement;
    expect(cleared).toHaveValue('');
    expect([...cleared.options].map((option) => option.value)).not.toContain(achDestination);
    expect(cleared).toHaveAccessibleDescription(/We cleared your choice: this payment method pays into stablecoin wallets only/);
  });
});
