import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { rotateAccountRouting } from '../../testing/platform/resources/money/index.js';
import type { ScenarioName } from '../../testing/index.js';
import { stubRefusedEventSource } from '../test-support/refusedEventSource.js';
import { renderWithFakeKit, type RenderWithFakeKitOptions } from '../test-support/renderWithFakeKit.js';
import { AccountDetails, type AccountDetailsProps } from './AccountDetails.js';
import { callPlatform } from './test-support/storedAccounts.js';

/** Renders the details of the account `pick` chooses among the scenario's ids. */
async function renderDetails<N extends ScenarioName>(
  options: RenderWithFakeKitOptions<N>,
  pick: (scenario: Record<string, unknown>) => string,
  props: Partial<AccountDetailsProps> = {},
) {
  const result = await renderWithFakeKit(<></>, options);
  result.rerender(<AccountDetails {...(props as object)} accountId={pick(result.scenario as Record<string, unknown>)} />);
  return result;
}

const bankOf = (scenario: Record<string, unknown>) => scenario.bankAccountId as string;
const walletOf = (scenario: Record<string, unknown>) => scenario.walletAccountId as string;

/** The row of coordinate `label`. */
function rowOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('given a ready issued bank account', () => {
  it('should show the routing and account number to copy, the bank, holder and type, and when they were updated', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { container } = await renderDetails({ scenario: 'readyForPayments' }, bankOf);

    expect(await screen.findByRole('region', { name: 'USD bank account' })).toBeInTheDocument();
    const routing = within(rowOf('Routing number')).getByText(/^\d{9}$/);
    expect(within(rowOf('Account number')).getByText(/^\d{12}$/)).toBeInTheDocument();
    expect(within(rowOf('Account type')).getByText('Checking')).toBeInTheDocument();
    expect(rowOf('Bank')).toBeInTheDocument();
    expect(rowOf('Account holder')).toBeInTheDocument();
    expect(screen.getByText(/^Updated \w+ \d+, \d{4}\.$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Routing number' }));
    expect(writeText).toHaveBeenCalledWith(routing.textContent);
    expect(await screen.findByText('Routing number copied')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should show the new coordinates once they rotate, from the latest read', async () => {
    const { platform, scenario, queryClient } = await renderDetails({ scenario: 'readyForPayments' }, bankOf);
    const before =
      (await screen.findByRole('button', { name: 'Copy Account number' })) &&
      within(rowOf('Account number')).getByText(/^\d{12}$/).textContent;

    rotateAccountRouting(platform.core.partition('demo', 'sandbox'), scenario.bankAccountId, platform.core.nowIso());
    await queryClient.invalidateQueries({ queryKey: paykitQueryKeys.accounts.all });

    await vi.waitFor(() => expect(within(rowOf('Account number')).getByText(/^\d{12}$/).textContent).not.toBe(before));
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'ready');
    expect(screen.getByText(/^Updated/).closest('[data-slot="deposit-coordinates"]')).toHaveAttribute('data-version', '2');
  });

  it('should show the developer fees on deposits when set', async () => {
    await renderDetails(
      {
        scenario: 'readyForPayments',
        prepare: async ({ platform, scenario }) => {
          const path = `/v3/customers/${scenario.customerId}/accounts/${scenario.bankAccountId}/fees`;
          const response = await callPlatform(platform, scenario.apiKey, 'PUT', path, {
            developerFeePercent: '0.5',
            developerFeeFixed: { amount: '0.25', currency: 'USD' },
          });
          expect(response.status).toBe(200);
        },
      },
      bankOf,
    );
    expect(await screen.findByRole('heading', { name: 'Fees on deposits' })).toBeInTheDocument();
    expect(within(rowOf('Percentage of each deposit')).getByText('0.5%')).toBeInTheDocument();
    expect(within(rowOf('Fixed fee per deposit')).getByText('$0.25')).toBeInTheDocument();
  });
});

describe('given a ready issued wallet', () => {
  it('should show its network and the address to copy, and no fees', async () => {
    await renderDetails({ scenario: 'readyForPayments' }, walletOf);
    expect(await screen.findByRole('region', { name: 'USDC wallet' })).toBeInTheDocument();
    expect(within(rowOf('Network')).getByText('Polygon')).toBeInTheDocument();
    expect(within(rowOf('Wallet address')).getByText(/^0x[0-9a-f]{40}$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Wallet address' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fees on deposits' })).not.toBeInTheDocument();
  });
});

describe('given an account still being provisioned', () => {
  it('should say the coordinates are being prepared', async () => {
    let accountId = '';
    await renderDetails(
      {
        scenario: 'readyForPayments',
        prepare: async ({ client }) => {
          accountId = (await client.createAccount({ origin: 'issued', type: 'wallet', currency: 'USDC' })).id;
        },
      },
      () => accountId,
    );
    expect(await screen.findByText(/We're preparing the deposit details of this account/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Being set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it('should say beside that promise when live updates are down', async () => {
    stubRefusedEventSource();
    try {
      let accountId = '';
      await renderDetails(
        {
          scenario: 'readyForPayments',
          events: true,
          prepare: async ({ client }) => {
            accountId = (await client.createAccount({ origin: 'issued', type: 'wallet', currency: 'USDC' })).id;
          },
        },
        () => accountId,
      );

      const promise = await screen.findByText(/We're preparing the deposit details of this account/);
      const coordinates = promise.closest<HTMLElement>('[data-slot="deposit-coordinates"]');
      const note = await within(coordinates as HTMLElement).findByText('Live updates interrupted — reconnecting…');
      expect(note).toHaveAttribute('role', 'status');
      expect(promise.nextElementSibling).toBe(note);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given an account that in-flight transfers use', () => {
  it('should refuse the archive with the reason and offer to try again later', async () => {
    const user = userEvent.setup();
    const { client, scenario } = await renderDetails({ scenario: 'payinAwaitingFunds' }, walletOf);

    await user.click(await screen.findByRole('button', { name: 'Archive this account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive USDC wallet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive the account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.closest('[data-slot="money-error"]')).toHaveAttribute('data-code', 'account_has_active_transfers');
    expect(alert).toHaveTextContent('This account still has transfers in progress.');
    expect(alert).toHaveTextContent('Wait until its transfers finish, then try again.');
    expect(within(alert).getByRole('button', { name: 'Try archiving again' })).toBeInTheDocument();
    const accounts = await client.listAccounts();
    expect(accounts.data.find((account) => account.id === scenario.walletAccountId)?.status).toBe('ready');
  });
});

describe('given an account without in-flight transfers', () => {
  it('should archive it after confirmation, and say so', async () => {
    const user = userEvent.setup();
    const onArchived = vi.fn();
    await renderDetails({ scenario: 'readyForPayments' }, bankOf, { onArchived });

    await user.click(await screen.findByRole('button', { name: 'Archive this account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive the account' }));

    const done = await screen.findByText('USD bank account was archived.');
    expect(done).toHaveFocus();
    expect(onArchived).toHaveBeenCalledWith(expect.objectContaining({ status: 'archived' }));
    expect(await screen.findByText('Archived')).toHaveAttribute('data-state', 'archived');
  });
});

describe('given an account whose status reason asks the customer to act on open tasks', () => {
  it('should count the tasks and open them', async () => {
    const user = userEvent.setup();
    const onOpenTasks = vi.fn();
    const account: Account = {
      id: 'acc_fixture1',
      origin: 'issued',
      type: 'bank',
      status: 'action_required',
      statusReason: { code: 'ownership_proof_needed', message: 'RAW-API-WORDING', actor: 'customer', retryable: false },
      currency: 'EUR',
      details: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      balances: [],
      openTaskIds: ['tsk_a1', 'tsk_b2'],
    };
    await renderWithFakeKit(<AccountDetails account={account} onOpenTasks={onOpenTasks} allowArchive={false} />, {
      scenario: 'newIndividual',
    });

    // A code the kit does not know: no raw message, no code in words; the next step says it all.
    expect(document.body).not.toHaveTextContent('RAW-API-WORDING');
    expect(screen.queryByText('Ownership proof needed')).not.toBeInTheDocument();
    expect(screen.getByText('2 things to do before you can use this account.')).toBeInTheDocument();
    expect(within(rowOf('IBAN')).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to your tasks' }));
    expect(onOpenTasks).toHaveBeenCalledWith(['tsk_a1', 'tsk_b2']);
  });
});

describe('given an account id the customer does not have', () => {
  it('should say it was not found', async () => {
    await renderWithFakeKit(<AccountDetails accountId="acc_missing1" />, { scenario: 'newIndividual' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the account');
    expect(await screen.findByText(/This account wasn't found/)).toBeInTheDocument();
  });
});

describe('given an account id that the customer does not have', () => {
  it('should say so inside a root that keeps the caller’s class and attributes, loading included', async () => {
    await renderWithFakeKit(<AccountDetails accountId="acc_unknown" className="merchant-account" data-testid="details" />, {
      scenario: 'newIndividual',
    });
    expect(screen.getByTestId('details')).toHaveClass('merchant-account', 'paykit-account-details');
    expect(await screen.findByText(/This account wasn't found/)).toBeInTheDocument();
    expect(screen.getByTestId('details')).toHaveClass('merchant-account', 'paykit-account-details');
    expect(screen.getByTestId('details')).toHaveAttribute('data-state', 'missing');
  });
});
