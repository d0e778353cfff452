import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient, type PaykitClient } from '../../core/client/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { createFakeKitBackend, createFakePlatform, runScenario, type FakePlatform } from '../../testing/index.js';
import { passTimeUntil } from '../../testing/scenarios/passTime.js';
import { renderWithFakeKit, type RenderWithFakeKitOptions } from '../test-support/renderWithFakeKit.js';
import { SweepRules } from './SweepRules.js';

/** A second issued USDC wallet labelled "Savings", ready. */
async function addSavingsWallet({ platform, client }: { platform: FakePlatform; client: PaykitClient }): Promise<void> {
  const account = await client.createAccount(
    { origin: 'issued', type: 'wallet', currency: 'USDC', label: 'Savings' },
    { idempotencyKey: 'savings' },
  );
  await passTimeUntil(platform, Date.parse(account.createdAt ?? '') + platform.core.settings.provisioningMs);
}

/** `<SweepRules>` on the scenario's issued wallet. */
async function renderOnScenarioWallet(options: Omit<RenderWithFakeKitOptions<'readyForPayments'>, 'scenario'>) {
  const rendered = await renderWithFakeKit(<SweepRules accountId="" />, { scenario: 'readyForPayments', ...options });
  rendered.rerender(<SweepRules accountId={rendered.scenario.walletAccountId} />);
  return rendered;
}

const sweepsOf = async (client: PaykitClient) =>
  (await client.listTransfers({ limit: 100 })).data.filter((transfer) => transfer.direction === 'stablecoin_move');

describe('given an issued wallet with somewhere to sweep to', () => {
  it('should create a sweep from the picker, pause and resume it, and delete it after confirming', async () => {
    const user = userEvent.setup();
    const { container, client, scenario } = await renderOnScenarioWallet({ prepare: addSavingsWallet });

    expect(await screen.findByText('No sweep yet: money that arrives stays on this wallet.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Sweep to' });
    // Only the legal target: not the wallet itself, not the issued bank account, not the ACH payee.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose where the money goes', 'Savings']);
    await user.selectOptions(picker, 'Savings');
    await user.click(screen.getByRole('button', { name: 'Start sweeping' }));

    const list = await screen.findByRole('list', { name: 'Sweeps of this wallet' });
    expect(within(list).getByText('To Savings')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    await client.topUpSandboxAccount(scenario.walletAccountId, { amount: '10', currency: 'USDC' }, { idempotencyKey: 'top-up' });
    expect(await sweepsOf(client)).toEqual([expect.objectContaining({ state: 'completed', in: { currency: 'USDC', amount: '10.00' } })]);

    await user.click(within(list).getByRole('button', { name: 'Pause' }));
    expect(await within(list).findByText('Paused')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Resume' }));
    expect(await within(list).findByText('Active')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the sweep to Savings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the sweep' }));
    expect(await screen.findByText('The sweep to Savings was deleted.')).toHaveFocus();
    expect(await screen.findByText('No sweep yet: money that arrives stays on this wallet.')).toBeInTheDocument();
    expect((await client.listRules()).data).toEqual([]);
  });
});

/** Two more issued USDC wallets, "Savings" and "Reserve", ready; a sweep of the scenario's wallet to Savings. */
async function addTwoWalletsAndASweep({ platform, client }: { platform: FakePlatform; client: PaykitClient }): Promise<void> {
  await addSavingsWallet({ platform, client });
  const reserve = await client.createAccount(
    { origin: 'issued', type: 'wallet', currency: 'USDC', label: 'Reserve' },
    { idempotencyKey: 'reserve' },
  );
  await passTimeUntil(platform, Date.parse(reserve.createdAt ?? '') + platform.core.settings.provisioningMs);
}

describe('given a sweep to one wallet and another legal target', () => {
  it('should change where it sweeps, offering the legal targets only, and sweep there after', async () => {
    const user = userEvent.setup();
    const { container, client, scenario } = await renderOnScenarioWallet({ prepare: addTwoWalletsAndASweep });
    const savings = (await client.listAccounts()).data.find((account) => account.label === 'Savings');
    const reserve = (await client.listAccounts()).data.find((account) => account.label === 'Reserve');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sweep to' }), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Start sweeping' }));
    const list = await screen.findByRole('list', { name: 'Sweeps of this wallet' });
    expect(await within(list).findByText('To Savings')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Change target' }));
    const form = within(list).getByRole('form', { name: 'Change where this sweep goes' });
    const picker = within(form).getByRole('combobox', { name: 'Sweep to' });
    expect(picker).toHaveValue(`account:${savings?.id}`);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Savings', 'Reserve']);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(container);

    await user.selectOptions(picker, 'Reserve');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('To Reserve')).toBeInTheDocument();
    expect(within(list).queryByRole('form')).not.toBeInTheDocument();
    expect((await client.listRules()).data).toEqual([expect.objectContaining({ target: { type: 'account', id: reserve?.id } })]);

    await client.topUpSandboxAccount(scenario.walletAccountId, { amount: '10', currency: 'USDC' }, { idempotencyKey: 'top-up' });
    expect(await sweepsOf(client)).toEqual([expect.objectContaining({ state: 'completed', in: { currency: 'USDC', amount: '10.00' } })]);
  });

  it('should offer the change in French and leave the rule as it was on Cancel', async () => {
    const user = userEvent.setup();
    const { client } = await renderOnScenarioWallet({ prepare: addTwoWalletsAndASweep, locale: 'fr' });
    const savings = (await client.listAccounts()).data.find((account) => account.label === 'Savings');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Transférer vers' }), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Activer le virement' }));
    const list = await screen.findByRole('list', { name: 'Virements automatiques de ce portefeuille' });
    await user.click(await within(list).findByRole('button', { name: 'Changer la destination' }));
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Transférer vers' }), 'Reserve');
    await user.click(within(list).getByRole('button', { name: 'Annuler' }));
    expect(within(list).getByText('Vers Savings')).toBeInTheDocument();
    expect((await client.listRules()).data).toEqual([expect.objectContaining({ target: { type: 'account', id: savings?.id } })]);
  });
});

describe('given a wallet with nowhere to sweep to', () => {
  it('should say so instead of offering a picker, in French too', async () => {
    await renderOnScenarioWallet({ locale: 'fr' });
    expect(await screen.findByText(/Aucune destination possible pour l’instant/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Virements automatiques', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nouveau virement automatique', level: 3 })).toBeInTheDocument();
  });
});

describe('given the rules cannot be read', () => {
  it('should show the failure with its reference, call onLoadError once, and read again on retry', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'readyForPayments');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    let failures = 1;
    const client = createPaykitClient({
      baseUrl: '/api/paykit',
      fetch: async (input, init) => {
        if (String(input).includes('/rules') && failures-- > 0) {
          const problem = { type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden', correlationId: 'req_rules_1' };
          return new Response(JSON.stringify(problem), { status: 403, headers: { 'Content-Type': 'application/problem+json' } });
        }
        return backend.fetch(input, init);
      },
    });
    const onLoadError = vi.fn();
    render(
      <PaykitProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        locale="en"
        events={false}
      >
        <SweepRules accountId={scenario.walletAccountId} className="merchant-sweeps" data-testid="sweeps" onLoadError={onLoadError} />
      </PaykitProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the sweeps of this wallet.');
    expect(alert).toHaveTextContent('Reference: req_rules_1');
    expect(screen.getByTestId('sweeps')).toHaveClass('merchant-sweeps');
    expect(screen.getByTestId('sweeps')).toHaveAttribute('data-state', 'error');
    expect(onLoadError).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sweep yet: money that arrives stays on this wallet.')).toBeInTheDocument();
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});
