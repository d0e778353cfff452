import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { createPayout, setTransferState } from './test-support/transferSetup.js';
import { TransferList } from './TransferList.js';

const list = (name = 'Transfers') => screen.findByRole('region', { name });
const rows = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem');

/** Lets the wall clock move on, so transfers made one after the other have distinct creation times. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The scenario's pay-in (awaiting funds), then a 10.00 payout, then a 12.00 payout that failed: newest last. */
async function prepareThree({ client, scenario }: Parameters<NonNullable<Parameters<typeof renderWithFakeKit>[1]['prepare']>>[0]) {
  await tick();
  await createPayout(client, scenario as never, '10.00');
  await tick();
  const failed = await createPayout(client, scenario as never, '12.00', '=HYPERLINK("x")');
  await setTransferState(client, failed.id, { state: 'failed' });
}

describe('given a customer with more transfers than a page', () => {
  it('should list the newest first, show more on "Load more", and filter by state', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithFakeKit(<TransferList pageSize={2} />, { scenario: 'payinAwaitingFunds', prepare: prepareThree });
    const region = await list();
    expect(await within(region).findByText('2 transfers shown')).toBeInTheDocument();
    expect(rows(region)).toHaveLength(2);
    expect(rows(region)[0]).toHaveTextContent('12.00 USDC');
    expect(rows(region)[1]).toHaveTextContent('10.00 USDC');

    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('3 transfers shown')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(rows(region)[2]).toHaveTextContent('Waiting for funds');
    await expectNoAxeViolations(container);

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(rows(region)).toHaveLength(1));
    expect(rows(region)[0]).toHaveTextContent('12.00 USDC');
    expect(rows(region)[0]).toHaveTextContent('Failed');

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'canceled');
    expect(await within(region).findByText('No transfers match these filters.')).toBeInTheDocument();
  });
});

describe('given filters by type and by days', () => {
  it('should keep the payouts only, and total what they sent and delivered, the failed one left out', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<TransferList />, { scenario: 'payinAwaitingFunds', prepare: prepareThree });
    const region = await list();
    await within(region).findByText('3 transfers shown');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Type' }), 'stablecoin_to_fiat');
    await waitFor(() => expect(rows(region)).toHaveLength(2));

    const totals = within(region).getByRole('table', { name: 'Totals' });
    const usdc = within(totals).getByRole('row', { name: /^USDC/ });
    expect(within(usdc).getAllByRole('cell')[0]).toHaveTextContent('10.00');
    expect(within(region).getByText('Failed and canceled transfers are not counted.')).toBeInTheDocument();
  });

  it('should show nothing for days after today, and everything again when the days are cleared', async () => {
    await renderWithFakeKit(<TransferList />, { scenario: 'payinAwaitingFunds', prepare: prepareThree });
    const region = await list();
    await within(region).findByText('3 transfers shown');
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '2999-01-01' } });
    expect(await within(region).findByText('No transfers match these filters.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '' } });
    expect(await within(region).findByText('3 transfers shown')).toBeInTheDocument();
  });
});

describe('given the export', () => {
  const exported = async (locale: string, label: string) => {
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:paykit-test';
    });
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:paykit-test');
      expect(this.download).toBe('transfers.csv');
    });
    const user = userEvent.setup();
    await renderWithFakeKit(<TransferList />, { scenario: 'payinAwaitingFunds', prepare: prepareThree, locale });
    const region = await list(locale === 'fr' ? 'Virements' : 'Transfers');
    await user.selectOptions(await within(region).findByRole('combobox', { name: locale === 'fr' ? 'Statut' : 'Status' }), 'failed');
    await waitFor(() => expect(rows(region)).toHaveLength(1));
    await user.click(within(region).getByRole('button', { name: label }));
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:paykit-test'));
    created.mockRestore();
    revoked.mockRestore();
    click.mockRestore();
    return (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
  };

  it('should download the filtered rows as CSV through an object URL, formulas defused', async () => {
    const lines = await exported('en', 'Export CSV');
    expect(lines[0]).toBe(
      'Transfer,Created,Updated,Status,Type,Amount sent,Currency sent,Amount delivered,Currency delivered,Reference,Memo',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^tr_\w+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,.*,failed,stablecoin_to_fiat,12\.00(0000)?,USDC,/);
    expect(lines[1]?.endsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('should name the columns in the person’s language', async () => {
    const lines = await exported('fr', 'Exporter en CSV');
    expect(lines[0]).toMatch(/^Virement,Créé le,Mis à jour le,Statut,/);
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

describe('given payouts to a recipient and a pay-in into the customer’s own wallet', () => {
  it('should say on each row who receives the money, the destination masked', async () => {
    await renderWithFakeKit(<TransferList />, { scenario: 'payinAwaitingFunds', prepare: prepareThree });
    const region = await list();
    await within(region).findByText('3 transfers shown');

    await waitFor(() => expect(rows(region)[0]).toHaveTextContent(/Grace Hopper: ACH, Account ending \d{4}/));
    expect(rows(region)[1]).toHaveTextContent(/Grace Hopper: ACH, Account ending \d{4}/);
    expect(rows(region)[0]).not.toHaveTextContent(/\d{8}/);
    expect(rows(region)[2]).toHaveTextContent(/Your (USDC account|account)/);
  });
});
