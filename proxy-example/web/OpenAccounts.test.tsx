import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFakeKit } from '#test-support/renderWithFakeKit';
import type { Account, Capability } from 'paykit';
import type { ShiftedClock } from 'paykit/testing';
import { expectNoAxeViolations } from '#test-support/axe';
import { OpenAccounts, openableAccounts, settingUpNotices } from './OpenAccounts.js';

describe('given a new individual', () => {
  it('should open a USDC wallet and say why a bank account must wait', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { container, client } = await renderWithFakeKit(<OpenAccounts />, { scenario: 'newIndividual' });
    const open = await screen.findByRole('button', { name: 'Open a USDC wallet' });
    expect(screen.getByText(/A USD bank account opens once ACH bank transfers are ready/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a USD bank account' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(open);

    expect(await screen.findByText('Your USDC wallet is being set up.')).toHaveAttribute('role', 'status');
    expect((await client.listAccounts()).data).toMatchObject([{ origin: 'issued', type: 'wallet', currency: 'USDC' }]);
    expect(screen.queryByRole('button', { name: 'Open a USDC wallet' })).not.toBeInTheDocument();
  });
});

describe('given what the customer has', () => {
  const wallet = { id: 'acc_w', origin: 'issued', type: 'wallet', currency: 'USDC', status: 'ready' } as Account;
  const ach = { id: 'ach_pooled', method: 'ach', status: 'ready' } as Capability;

  it('should offer a bank account only with ACH ready and a ready wallet to settle into', () => {
    expect(openableAccounts([], [ach]).bankBlocker).toMatch(/open the wallet first/);
    expect(openableAccounts([{ ...wallet, status: 'provisioning' }], [ach]).bankBlocker).toMatch(/once your USDC wallet is ready/);
    expect(openableAccounts([wallet], [{ ...ach, status: 'restricted' }]).bankBlocker).toMatch(/once ACH bank transfers are ready/);
    expect(openableAccounts([wallet], [ach])).toEqual({ wallet, hasBank: false, bankBlocker: null });
    expect(
      openableAccounts([wallet, { id: 'acc_b', origin: 'issued', type: 'bank', currency: 'USD', status: 'provisioning' } as Account], [ach])
        .hasBank,
    ).toBe(true);
  });
});

describe('given issued accounts being set up', () => {
  it('should say so of each while it provisions, and nothing of one that is ready', () => {
    const wallet = { id: 'acc_w', origin: 'issued', type: 'wallet', currency: 'USDC', status: 'provisioning' } as Account;
    const bank = { id: 'acc_b', origin: 'issued', type: 'bank', currency: 'USD', status: 'provisioning' } as Account;
    expect(settingUpNotices([wallet, bank])).toEqual(['Your USDC wallet is being set up.', 'Your USD bank account is being set up.']);
    expect(settingUpNotices([{ ...wallet, status: 'ready' }, bank])).toEqual(['Your USD bank account is being set up.']);
    expect(
      settingUpNotices([
        { ...wallet, status: 'ready' },
        { ...bank, status: 'ready' },
      ]),
    ).toEqual([]);
    expect(settingUpNotices([{ ...bank, origin: 'external' }])).toEqual([]);
  });
});

describe('given a wallet and then a bank account opened', () => {
  it('should stop saying either is being set up once both are ready', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { platform, queryClient } = await renderWithFakeKit(<OpenAccounts />, {
      scenario: 'readyForPayments',
      prepare: async ({ client, scenario }) => {
        // ACH is ready; the scenario's own accounts are archived so the page offers to open both again.
        await client.archiveAccount(scenario.bankAccountId);
        await client.archiveAccount(scenario.walletAccountId);
      },
    });
    const passProvisioning = async () => {
      // renderWithFakeKit's platform runs on a shifted clock.
      (platform.core.clock as ShiftedClock).advance(platform.core.settings.provisioningMs);
      // What the account list's polling (or the event stream's hint) does, without waiting for it.
      await queryClient.invalidateQueries();
    };

    await user.click(await screen.findByRole('button', { name: 'Open a USDC wallet' }));
    expect(await screen.findByText('Your USDC wallet is being set up.')).toHaveAttribute('role', 'status');
    await passProvisioning();
    await user.click(await screen.findByRole('button', { name: 'Open a USD bank account' }));
    const notice = await screen.findByText('Your USD bank account is being set up.');
    expect(notice).toHaveAttribute('role', 'status');

    await passProvisioning();

    await waitFor(() => expect(screen.queryByText(/is being set up\./)).not.toBeInTheDocument());
    // Nothing kept from the clicks: the accounts' own status says they are ready.
    expect(notice).toBeEmptyDOMElement();
  });
});
