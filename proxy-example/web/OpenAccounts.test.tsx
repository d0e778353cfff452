import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFakeKit } from '#test-support/renderWithFakeKit';
import type { Account, Capability } from 'paykit';
import { expectNoAxeViolations } from '#test-support/axe';
import { OpenAccounts, openableAccounts, openingNotice } from './OpenAccounts.js';

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

describe('given an account just opened', () => {
  it('should say it is being set up while it provisions, then that it is ready, never the first once it is ready', () => {
    const wallet = { id: 'acc_w', origin: 'issued', type: 'wallet', currency: 'USDC' } as Account;
    expect(openingNotice({ ...wallet, status: 'provisioning' })).toBe('Your USDC wallet is being set up.');
    expect(openingNotice({ ...wallet, status: 'ready' })).toBe('Your USDC wallet is ready.');
    expect(openingNotice({ ...wallet, type: 'bank', status: 'provisioning' })).toBe('Your USD bank account is being set up.');
    expect(openingNotice({ ...wallet, status: 'archived' })).toBeNull();
    expect(openingNotice(undefined)).toBeNull();
  });
});
