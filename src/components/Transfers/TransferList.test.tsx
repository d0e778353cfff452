import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { createPayout, setTransferState } from './test-support/transferSetup.js';
import { TransferList } from './TransferList.js';

const list = () => screen.findByRole('region', { name: 'Transfers' });
const rows = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem');

describe('given a customer with more transfers than a page', () => {
  it('should list a page, read the next one on "Load more", and filter by state', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithFakeKit(<TransferList pageSize={2} />, {
      scenario: 'payinAwaitingFunds',
      prepare: async ({ client, scenario }) => {
        await createPayout(client, scenario, '10.00');
        const failed = await createPayout(client, scenario, '12.00');
        await setTransferState(client, failed.id, { state: 'failed' });
      },
    });
    const region = await list();
    expect(await within(region).findByText('2 transfers shown')).toBeInTheDocument();
    expect(rows(region)).toHaveLength(2);

    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('3 transfers shown')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(region).getAllByText('Waiting for funds')).not.toHaveLength(0);
    await expectNoAxeViolations(container);

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(rows(region)).toHaveLength(1));
    expect(rows(region)[0]).toHaveTextContent('12.00 USDC');
    expect(rows(region)[0]).toHaveTextContent('Failed');

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'canceled');
    expect(await within(region).findByText('No transfers with the status “Canceled”.')).toBeInTheDocument();
  });
});

describe('given a row of the list', () => {
  it('should disclose the transfer in place, and close it back to its button', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<TransferList />, { scenario: 'payinAwaitingFunds' });
    const region = await list();
    const toggle = await within(region).findByRole('button', { name: /^Show details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await within(region).findByRole('region', { name: 'Transfer' });
    expect(within(details).getByRole('heading', { level: 3, name: 'Transfer' })).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByRole('region', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('should hand the transfer to onSelect when given', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { scenario } = await renderWithFakeKit(<TransferList onSelect={onSelect} />, { scenario: 'payinAwaitingFunds' });
    await user.click(await within(await list()).findByRole('button', { name: /^Open/ }));
    expect(onSelect).toHaveBeenCalledWith(scenario.transferId);
  });
});

describe('given a customer without transfers', () => {
  it('should say there are none', async () => {
    await renderWithFakeKit(<TransferList />, { scenario: 'readyForPayments' });
    expect(await within(await list()).findByText('No transfers yet.')).toBeInTheDocument();
  });
});
