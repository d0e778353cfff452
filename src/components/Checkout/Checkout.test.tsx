import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutStep } from '../../core/checkout/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { createScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { createTransferIntents } from '../../core/checkout/transferIntent.js';
import { Checkout } from './Checkout.js';
import { emptyQuoteFormValues, type QuoteFormValues } from '../../core/checkout/quoteFormModel.js';

afterEach(() => {
  window.sessionStorage.clear();
});

const BANK = 'ACH bank transfers (shared account)';

async function fillPayIn(user: ReturnType<typeof userEvent.setup>, amount = '250.00') {
  await user.selectOptions(await screen.findByLabelText(/Pay with/), BANK);
  await user.selectOptions(screen.getByLabelText(/^Account/), 'Your wallet · USDC');
  await user.type(screen.getByLabelText(/Amount in USD/), amount);
}

describe('given a customer ready for payments', () => {
  it('should quote a pay-in into their wallet, confirm it once and show the transfer awaiting funds', async () => {
    const user = userEvent.setup();
    const { client, container } = await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    expect(await screen.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await fillPayIn(user);
    expect(screen.getByLabelText(/Currency you send/)).toHaveValue('USD');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));

    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText(/^You send .*250\.00.*, you receive .*USDC/)).toBeInTheDocument();
    expect(within(summary).getByText(/Service fee/)).toBeInTheDocument();
    expect(within(summary).getByRole('timer')).toHaveAttribute('aria-live', 'off');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review and confirm', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('To your account: Your wallet · USDC')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Memo/), 'Top up');
    const confirm = screen.getByRole('button', { name: /Confirm and pay/ });
    await user.dblClick(confirm);

    expect(await screen.findByRole('region', { name: 'Transfer' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your transfer' })).toBeInTheDocument();
    const transfers = (await client.listTransfers({ limit: 100 })).data.filter((transfer) => transfer.memo === 'Top up');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.state).toBe('awaiting_funds');
    await expectNoAxeViolations(container);
  });

  it('should check the form before asking the API and move focus to the first problem', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    await user.click(await screen.findByRole('button', { name: 'Get a quote' }));

    expect(screen.getByLabelText(/Pay with/)).toHaveFocus();
    expect(screen.getByLabelText(/Pay with/)).toHaveAccessibleDescription('Choose one.');

    await fillPayIn(user, '10.005');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(screen.getByLabelText(/Amount in USD/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('USD allows 2 decimals.');
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
  });

  it('should pay a recipient with the amount fixed on their side', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    await user.selectOptions(await screen.findByLabelText(/Pay with/), BANK);
    await user.click(screen.getByRole('radio', { name: 'A recipient' }));
    const recipient = screen.getByLabelText(/^Recipient/) as HTMLSelectElement;
    await user.selectOptions(recipient, recipient.options[1]!);
    const destination = (await screen.findByLabelText(/Their account/)) as HTMLSelectElement;
    await waitFor(() => expect(destination.options.length).toBeGreaterThan(1));
    await user.selectOptions(destination, destination.options[1]!);
    await user.click(screen.getByRole('radio', { name: 'They receive' }));
    await user.type(screen.getByLabelText(/Amount in USD/), '100.00');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));

    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText(/^You send .*USDC, they receive .*100\.00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and confirm', level: 2 });
    // Who gets paid: the recipient's name and the destination, masked (never the whole account).
    const payee = await screen.findByText(/^To .+: .+/);
    const chosen = recipient.selectedOptions[0]!.textContent!;
    expect(payee.textContent).toContain(chosen);
    expect(payee.textContent).toMatch(/••••|…|\d{4}/);
  });

  it('should explain a refused confirm with its reason and let the person go back to change the amount', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments' });
    await user.selectOptions(await screen.findByLabelText(/Pay with/), BANK);
    await user.click(screen.getByRole('radio', { name: 'A recipient' }));
    const recipient = screen.getByLabelText(/^Recipient/) as HTMLSelectElement;
    await user.selectOptions(recipient, recipient.options[1]!);
    const destination = (await screen.findByLabelText(/Their account/)) as HTMLSelectElement;
    await waitFor(() => expect(destination.options.length).toBeGreaterThan(1));
    await user.selectOptions(destination, destination.options[1]!);
    await user.type(screen.getByLabelText(/Amount in USDC/), '5000');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /Confirm and pay/ }));

    const notice = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(notice).toHaveTextContent(/enough money/);
    expect(notice.closest('[data-code]')).toHaveAttribute('data-code', 'insufficient_balance');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount in USDC/)).toHaveValue('5,000');
    expect(screen.getByLabelText(/Amount in USDC/)).toHaveFocus();
  });
});

describe('given a confirm left open by a reload, that the API then refuses', () => {
  it('should show the refusal at the confirm step, beside the quote it is about', async () => {
    await renderWithFakeKit(<Checkout />, {
      scenario: 'readyForPayments',
      prepare: async ({ platform, scenario }) => {
        const api = createScenarioClient(platform, scenario.apiKey);
        const { data: quote } = await api.post<{ data: { id: string } }>('/v3/quotes', {
          customerId: scenario.customerId,
          capabilityId: scenario.capabilityId,
          in: { amount: '5000', currency: 'USDC' },
          out: { currency: 'USD' },
          destinationId: scenario.destinationId,
        });
        createTransferIntents(window.sessionStorage).open(quote.id);
      },
    });

    // Shown from the first render (the open intent is found when the checkout is made) until the quote is read back.
    expect(screen.getByText('Checking the payment you confirmed before the page reloaded.')).toBeInTheDocument();
    const notice = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(notice.closest('[data-code]')).toHaveAttribute('data-code', 'insufficient_balance');
    expect(screen.getAllByRole('heading', { name: 'Review and confirm' })[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
  });
});

describe('given a card capability', () => {
  it('should offer only the methods that pay in euros and send the return address set by the merchant, never asked of the payer', async () => {
    const user = userEvent.setup();
    const { client } = await renderWithFakeKit(<Checkout redirectUrl="https://shop.example/thanks" />, {
      scenario: 'readyForPayments',
      prepare: async ({ platform, scenario }) => {
        const api = createScenarioClient(platform, scenario.apiKey);
        await api.post(`/v3/customers/${scenario.customerId}/capabilities/card`, {});
        await api.post(`/v3/sandbox/customers/${scenario.customerId}/capabilities/card/status`, { status: 'ready' });
      },
    });
    await user.selectOptions(await screen.findByLabelText(/Pay with/), 'Card payments');
    await user.selectOptions(screen.getByLabelText(/^Account/), 'Your wallet · USDC');
    await user.selectOptions(screen.getByLabelText(/Currency you send/), 'EUR');
    await user.type(screen.getByLabelText(/Amount in EUR/), '40.00');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    // The direction does not know the rail: a card pay-in is not described as a bank transfer.
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(summary).not.toHaveTextContent(/bank account/);
    expect(within(summary).getByText('Money paid in and converted into stablecoin')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    expect(screen.getByRole('radio', { name: 'SEPA bank transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash App' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'BLIK' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Return address/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Confirm and pay/ }));
    expect(await screen.findByRole('link', { name: /Open the payment page/ }, { timeout: 3_000 })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    const [transfer] = (await client.listTransfers({ limit: 100 })).data.filter((each) => each.capabilityId === 'card');
    expect(transfer).toMatchObject({ checkoutMethod: 'apple_pay', redirectUrl: 'https://shop.example/thanks' });
  });
});

describe('given a caller that owns the step and the values', () => {
  function Routed({
    onStepChange,
    onValuesChange,
  }: {
    onStepChange: (step: string) => void;
    onValuesChange: (values: QuoteFormValues) => void;
  }) {
    const [step, setStep] = useState<CheckoutStep>('quote');
    const [values, setValues] = useState<QuoteFormValues>(emptyQuoteFormValues);
    return (
      <>
        <button type="button" onClick={() => setStep('quote')}>
          Back to the amount
        </button>
        <Checkout
          step={step}
          values={values}
          onValuesChange={(next) => {
            onValuesChange(next);
            setValues(next);
          }}
          onStepChange={(next) => {
            onStepChange(next);
            setStep(next);
          }}
        />
      </>
    );
  }

  it('should show the caller’s values, report each step, and go back when the caller says so', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    const onValuesChange = vi.fn();
    await renderWithFakeKit(<Routed onStepChange={onStepChange} onValuesChange={onValuesChange} />, { scenario: 'readyForPayments' });
    expect(await screen.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();

    await fillPayIn(user);
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ amount: '250.00' }));
    expect(screen.getByLabelText(/Amount in USD/)).toHaveValue('250.00');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await screen.findByRole('region', { name: 'Your quote' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review and confirm', level: 2 })).toBeInTheDocument();
    expect(onStepChange).toHaveBeenLastCalledWith('confirm');

    await user.click(screen.getByRole('button', { name: 'Back to the amount' }));
    expect(await screen.findByRole('heading', { name: 'Amount and destination' })).toBeInTheDocument();
    expect(onStepChange).toHaveBeenLastCalledWith('quote');
  });
});
