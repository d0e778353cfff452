import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { createFakeKitBackend, createFakePlatform, runScenario } from '../../testing/index.js';
import { stubRefusedEventSource } from '../test-support/refusedEventSource.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { AccountList } from './AccountList.js';
import { changeStoredAccount } from './test-support/storedAccounts.js';

/** The list item whose name heading is `name`. */
async function itemNamed(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name });
  const item = heading.closest<HTMLElement>('[data-slot="account-list-item"]');
  if (!item) throw new Error(`No account item named ${name}`);
  return item;
}

describe('given a customer ready for payments', () => {
  it('should group the issued bank account and wallet, with status, currency and balances', async () => {
    const { container } = await renderWithFakeKit(<AccountList />, { scenario: 'readyForPayments' });

    const bankGroup = await screen.findByRole('region', { name: 'Bank accounts for deposits' });
    const walletGroup = screen.getByRole('region', { name: 'Wallets' });
    const bank = within(bankGroup).getByRole('listitem');
    expect(within(bank).getByRole('heading', { name: 'USD bank account' })).toBeInTheDocument();
    expect(within(bank).getByText('Ready')).toHaveAttribute('data-state', 'ready');
    expect(within(bank).getByText('Receives ACH bank transfers')).toBeInTheDocument();
    expect(within(bank).getByText('US Dollar')).toBeInTheDocument();
    const wallet = within(walletGroup).getByRole('listitem');
    expect(within(wallet).getByRole('heading', { name: 'USDC wallet' })).toBeInTheDocument();
    expect(within(wallet).getByText('Polygon')).toBeInTheDocument();
    const available = within(wallet).getByText('Available').nextElementSibling;
    expect(available?.textContent).toMatch(/1,000\.00/);
    await expectNoAxeViolations(container);
  });

  it('should open an account details in place, with its coordinates to copy', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<AccountList />, { scenario: 'readyForPayments' });

    const bank = await itemNamed('USD bank account');
    const toggle = within(bank).getByRole('button', { name: 'Show details of USD bank account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details of USD bank account');
    expect(within(bank).getByRole('button', { name: 'Copy Routing number' })).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Archive this account' })).toBeInTheDocument();
  });

  it('should call onSelect with the account picked and mark the selected one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { scenario } = await renderWithFakeKit(<AccountList onSelect={onSelect} selectedAccountId="acc_none" />, {
      scenario: 'readyForPayments',
    });

    const wallet = await itemNamed('USDC wallet');
    await user.click(within(wallet).getByRole('button', { name: 'Show details of USDC wallet' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: scenario.walletAccountId }));
    expect(within(wallet).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });
});

describe('given an account being set up', () => {
  it('should say so without coordinates, then show it ready by itself', async () => {
    await renderWithFakeKit(<AccountList />, {
      scenario: 'readyForPayments',
      prepare: async ({ client }) => {
        await client.createAccount({ origin: 'issued', type: 'wallet', currency: 'USDC', label: 'Savings wallet' });
      },
    });

    const item = await itemNamed('Savings wallet');
    expect(within(item).getByText('Being set up')).toBeInTheDocument();
    expect(within(item).getByText(/We're setting up this account/)).toHaveAttribute('role', 'status');
    expect(within(item).queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
    expect(await within(item).findByText('Ready', {}, { timeout: 9000 })).toBeInTheDocument();
    expect(within(item).queryByText(/setting up this account/)).not.toBeInTheDocument();
  }, 15000);

  it('should say beside the promise that its details appear by themselves when live updates are down', async () => {
    stubRefusedEventSource();
    try {
      await renderWithFakeKit(<AccountList />, {
        scenario: 'readyForPayments',
        events: true,
        prepare: async ({ client }) => {
          await client.createAccount({ origin: 'issued', type: 'wallet', currency: 'USDC', label: 'Savings wallet' });
        },
      });

      const item = await itemNamed('Savings wallet');
      const promise = within(item).getByText(/Its deposit details appear here as soon as it's ready/);
      const note = await within(item).findByText('Live updates interrupted — reconnecting…');
      expect(note).toHaveAttribute('role', 'status');
      expect(promise.nextElementSibling).toBe(note);
      // Only the account being set up promises it.
      expect(within(await itemNamed('USDC wallet')).queryByText(/Live updates/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given accounts whose status reason names who must act', () => {
  it('should show each reason with the next step for its actor, and an unknown status in words', async () => {
    await renderWithFakeKit(<AccountList />, {
      scenario: 'readyForPayments',
      prepare: ({ platform, scenario }) => {
        changeStoredAccount(platform, scenario.apiKey, scenario.bankAccountId, (account) => {
          account.status = 'action_required';
          account.statusReason = {
            code: 'ownership_proof_needed',
            message: 'RAW-API-WORDING',
            actor: 'customer',
            retryable: false,
          };
          account.openTaskIds = [];
        });
        changeStoredAccount(platform, scenario.apiKey, scenario.walletAccountId, (account) => {
          account.status = 'under_periodic_review';
          account.statusReason = { code: 'periodic_review', actor: 'auditor', retryable: true };
        });
      },
    });

    const bank = await itemNamed('USD bank account');
    expect(within(bank).getByText('Action needed')).toBeInTheDocument();
    expect(bank).not.toHaveTextContent('RAW-API-WORDING');
    expect(within(bank).getByText('Complete what is asked of you to use this account.')).toBeInTheDocument();
    const wallet = await itemNamed('USDC wallet');
    expect(within(wallet).getByText('Under periodic review')).toHaveAttribute('data-tone', 'neutral');
    expect(within(wallet).getByText('A periodic review needs you to confirm your details.')).toBeInTheDocument();
    expect(within(wallet).getByText('This should clear up by itself. Check again later.')).toBeInTheDocument();
  });
});

describe('given a customer without accounts', () => {
  it('should say there are none', async () => {
    await renderWithFakeKit(<AccountList />, { scenario: 'newIndividual' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your accounts');
    expect(await screen.findByText('No accounts yet.')).toBeInTheDocument();
  });
});

describe('given the accounts cannot be read at first', () => {
  it('should show the error with its reference, and read them again on retry', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'newIndividual');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    let failures = 1;
    const client = createPaykitClient({
      baseUrl: '/api/paykit',
      fetch: async (input, init) => {
        if (failures-- > 0) {
          const problem = {
            type: 'about:blank',
            title: 'Forbidden',
            status: 403,
            code: 'forbidden',
            detail: 'Refused',
            correlationId: 'req_acc_1',
          };
          return new Response(JSON.stringify(problem), { status: 403, headers: { 'Content-Type': 'application/problem+json' } });
        }
        return backend.fetch(input, init);
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false}>
        <AccountList />
      </PaykitProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your accounts.");
    expect(alert).toHaveTextContent('Reference: req_acc_1');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No accounts yet.')).toBeInTheDocument();
  });
});
