import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeKit } from '#test-support/renderWithFakeKit';
import { expectNoAxeViolations } from '#test-support/axe';
import { MoneySection } from './MoneySection.js';

describe('given a customer ready for payments', () => {
  it('should show their accounts, the checkout, their recipients and transfers under one heading', { timeout: 20_000 }, async () => {
    const { container } = await renderWithFakeKit(<MoneySection />, { scenario: 'payinAwaitingFunds' });
    const money = screen.getByRole('region', { name: 'Move money' });
    expect(within(money).getByRole('heading', { name: 'Move money', level: 2 })).toBeInTheDocument();
    for (const part of ['Your accounts', 'Send or receive money', 'Recipients', 'Transfers']) {
      expect(within(money).getByRole('heading', { name: part, level: 3 })).toBeInTheDocument();
    }
    expect(await within(money).findByRole('heading', { name: 'Wallets', level: 4 })).toBeInTheDocument();
    const transfers = within(money).getByRole('region', { name: 'Transfers' });
    expect(await within(transfers).findByRole('listitem')).toHaveTextContent('Waiting for funds');
    // Both accounts are open: nothing more to offer.
    expect(within(money).queryByRole('button', { name: /^Open a / })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
