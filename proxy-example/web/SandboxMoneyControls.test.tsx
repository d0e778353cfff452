import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFakeKit } from '#test-support/renderWithFakeKit';
import type { Capability, SupportedCapability } from 'paykit';
import { expectNoAxeViolations } from '#test-support/axe';
import { SandboxPanel } from './SandboxPanel.js';
import { forceableCapabilities } from './SandboxMoneyControls.js';
import { isPayout, transferLabel, transferMoves } from './SandboxTransfers.js';

const SEPA = 'SEPA transfers (shared account)';

describe('given a customer with a pay-in awaiting funds', () => {
  it('should receive its funds, then complete it, naming the transfer on each button', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { container, client, scenario } = await renderWithFakeKit(<SandboxPanel />, { scenario: 'payinAwaitingFunds' });
    const name = `250.00 USD → USDC (${scenario.transferId})`;
    const transfers = await screen.findByRole('list', { name: 'Transfers in progress' });
    await expectNoAxeViolations(container);

    await user.click(within(transfers).getByRole('button', { name: `Funds received: ${name}` }));
    expect(await screen.findByText(`Funds received for ${name}.`)).toHaveAttribute('role', 'status');
    expect((await client.getTransfer(scenario.transferId)).state).toBe('processing');

    await user.click(await screen.findByRole('button', { name: `Complete: ${name}` }));
    expect(await screen.findByText(`Completed ${name}.`)).toBeInTheDocument();
    expect((await client.getTransfer(scenario.transferId)).state).toBe('completed');
    expect(await screen.findByText(/No transfer is in progress/)).toBeInTheDocument();
  });

  it('should fail it with the reason its bank would give', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { client, scenario } = await renderWithFakeKit(<SandboxPanel />, { scenario: 'payinAwaitingFunds' });
    const name = `250.00 USD → USDC (${scenario.transferId})`;

    await user.click(await screen.findByRole('button', { name: `Fail: ${name}` }));
    expect(await screen.findByText(`Failed ${name}.`)).toBeInTheDocument();
    expect(await client.getTransfer(scenario.transferId)).toMatchObject({
      state: 'failed',
      stateDetail: { code: 'funds_returned', message: 'The sending bank returned the funds.' },
    });
  });

  it('should hold it with a question for the customer', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { client, scenario } = await renderWithFakeKit(<SandboxPanel />, { scenario: 'payinAwaitingFunds' });
    const name = `250.00 USD → USDC (${scenario.transferId})`;

    await user.click(await screen.findByRole('button', { name: `Ask for information: ${name}` }));
    expect(await screen.findByText(`Asked for information about ${name}.`)).toBeInTheDocument();
    const held = await client.getTransfer(scenario.transferId);
    expect(held.state).toBe('action_required');
    expect((await client.listTransferTasks(scenario.transferId)).data[0]?.requirements[0]?.request).toMatchObject({
      prompt: 'What is this payment for?',
    });
    expect(await screen.findByText(/On hold until its questions are answered/)).toBeInTheDocument();
  });
});

describe('given a customer ready for payments', () => {
  it('should add funds to the wallet and make another payment method ready', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { client, scenario } = await renderWithFakeKit(<SandboxPanel />, { scenario: 'readyForPayments' });
    const balance = async () =>
      (await client.listAccounts()).data.find((account) => account.id === scenario.walletAccountId)?.balances[0]?.available;
    const before = Number(await balance());

    await user.click(await screen.findByRole('button', { name: 'Add 1000.00 USDC: USDC wallet' }));
    expect(await screen.findByText('Added 1000.00 USDC to USDC wallet.')).toBeInTheDocument();
    expect(Number(await balance())).toBe(before + 1000);

    await user.click(await screen.findByRole('button', { name: `Make ready: ${SEPA}` }));
    expect(await screen.findByText(`${SEPA} is ready.`)).toBeInTheDocument();
    expect((await client.listCapabilities()).data.find((capability) => capability.id === 'sepa_pooled')?.status).toBe('ready');
    expect(screen.queryByRole('button', { name: `Make ready: ${SEPA}` })).not.toBeInTheDocument();
  });
});

describe('given a second sandbox click while the first action still runs', () => {
  it('should run both, in the order pressed, and lose neither', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { client, scenario } = await renderWithFakeKit(<SandboxPanel />, { scenario: 'readyForPayments' });
    const balance = async () =>
      (await client.listAccounts()).data.find((account) => account.id === scenario.walletAccountId)?.balances[0]?.available;
    const before = Number(await balance());
    const topUp = await screen.findByRole('button', { name: 'Add 1000.00 USDC: USDC wallet' });
    const makeReady = screen.getByRole('button', { name: `Make ready: ${SEPA}` });

    await user.click(topUp);
    await user.click(makeReady);

    expect(await screen.findByText(`${SEPA} is ready.`)).toBeInTheDocument();
    expect(Number(await balance())).toBe(before + 1000);
    expect((await client.listCapabilities()).data.find((capability) => capability.id === 'sepa_pooled')?.status).toBe('ready');
  });
});

describe('given the sandbox’s choices', () => {
  const offer = (id: string, extra: Partial<SupportedCapability> = {}) =>
    ({ id, method: 'ach', availability: 'available', ...extra }) as SupportedCapability;

  it('should offer to make ready what is on offer and open to the customer, saying whether it was requested', () => {
    const supported = [
      offer('stablecoin_transfers'),
      offer('ach_pooled'),
      offer('sepa_pooled'),
      offer('wire_pooled'),
      offer('spei_pooled', { availability: 'disabled' }),
      offer('ach_named', { eligibility: { status: 'ineligible', reasons: [] } }),
    ];
    const capabilities = [
      { id: 'ach_pooled', status: 'ready' },
      { id: 'sepa_pooled', status: 'restricted' },
      { id: 'wire_pooled', status: 'canceled' },
    ] as Capability[];
    expect(forceableCapabilities(supported, capabilities).map(({ offer: each, isRequested }) => [each.id, isRequested])).toEqual([
      ['sepa_pooled', true],
      ['wire_pooled', false],
    ]);
  });

  it('should move a transfer only along its transitions, failing a payout as its bank would', () => {
    const transfer = {
      id: 'tr_1',
      in: { currency: 'USDC', amount: '10.00' },
      out: { currency: 'EUR' },
      direction: 'stablecoin_to_fiat',
    } as const;
    expect(transferLabel(transfer)).toBe('10.00 USDC → EUR (tr_1)');
    expect(transferLabel({ ...transfer, in: { currency: 'USD' } })).toBe('USD → EUR (tr_1)');
    expect(isPayout(transfer)).toBe(true);
    expect(transferMoves({ ...transfer, state: 'awaiting_funds' }).map((move) => move.label)).toEqual([
      'Funds received',
      'Ask for information',
      'Fail',
    ]);
    expect(transferMoves({ ...transfer, state: 'processing' }).map((move) => move.label)).toEqual([
      'Complete',
      'Ask for information',
      'Fail',
    ]);
    expect(transferMoves({ ...transfer, state: 'action_required' })).toEqual([]);
    expect(transferMoves({ ...transfer, state: 'settling_somewhere_new' })).toEqual([]);
  });
});
