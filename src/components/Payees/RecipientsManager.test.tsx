import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RecipientsManager } from './RecipientsManager.js';

/** The axe check of `src/test-support/axe.ts` without `<select>`s (the country selects are slow in jsdom). */
async function expectNoAxeViolationsOutsideSelects(container: Element) {
  const results = await axe.run({ include: [container], exclude: [['select']] } as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('given a customer with a recipient and an ACH destination', () => {
  it('should list them with their status and the account masked, and select a ready destination', { timeout: 20_000 }, async () => {
    const onSelectDestination = vi.fn();
    const { container, scenario } = await renderWithFakeKit(<RecipientsManager onSelectDestination={onSelectDestination} />, {
      scenario: 'readyForPayments',
    });
    const user = userEvent.setup();

    const recipient = (await screen.findByText('Grace Hopper')).closest('li') as HTMLElement;
    expect(within(recipient).getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(recipient).getByRole('heading', { level: 3, name: 'Payout accounts of Grace Hopper' })).toBeInTheDocument();
    expect(within(recipient).getByText('Active')).toBeInTheDocument();
    expect(within(recipient).getByText('Individual · Contractor')).toBeInTheDocument();
    const destinations = within(recipient).getByRole('region', { name: 'Payout accounts of Grace Hopper' });
    expect(await within(destinations).findByText(/Account ending 6789/)).toBeInTheDocument();
    expect(within(destinations).getByText('Ready')).toBeInTheDocument();
    expect(container.textContent).not.toContain('000123456789');

    await user.click(within(destinations).getByRole('button', { name: 'Pay to this account: ACH, Account ending 6789' }));
    expect(onSelectDestination).toHaveBeenCalledWith(
      expect.objectContaining({ id: scenario.destinationId }),
      expect.objectContaining({ id: scenario.recipientId }),
    );
    await expectNoAxeViolationsOutsideSelects(container);
  });
});

describe('given a destination to archive', () => {
  it('should ask first, then archive it and say so', { timeout: 20_000 }, async () => {
    const { client, scenario } = await renderWithFakeKit(<RecipientsManager />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Archive ACH, Account ending 6789' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive ACH, Account ending 6789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('ACH, Account ending 6789 was archived.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText('No payout account yet.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add a payout account for Grace Hopper' })).toHaveFocus();
    expect((await client.listDestinations(scenario.recipientId)).data).toEqual([]);
  });
});

describe('given a recipient to archive', () => {
  it('should archive them after the confirmation, then show them archived without actions', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<RecipientsManager />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Archive Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Grace Hopper?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Grace Hopper was archived.')).toBeInTheDocument();
    const recipient = (await screen.findByText('Grace Hopper')).closest('li') as HTMLElement;
    await vi.waitFor(() => expect(within(recipient).getByText('Archived')).toBeInTheDocument());
    expect(within(recipient).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a recipient' })).toHaveFocus();
  });
});

describe('given a new recipient', () => {
  it('should add them from the dialog and list them', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<RecipientsManager />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a recipient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a recipient' });
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText(/Company name/), 'Initech LLC');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Relationship to you/ }), 'vendor');
    await user.click(within(dialog).getByRole('button', { name: 'Add recipient' }));

    expect(await screen.findByText('Initech LLC was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Initech LLC')).toBeInTheDocument();
  });
});
