import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { DestinationForm } from './DestinationForm.js';
import { recordPlatformRequests, refuseNextRequest } from './test-support/platformRequests.js';

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

/** The axe check of `src/test-support/axe.ts` without the country `<select>`s (hundreds of options are slow in jsdom). */
async function expectNoAxeViolationsOutsideSelects(container: Element) {
  const results = await axe.run({ include: [container], exclude: [['select']] } as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('given an ACH account with a mistyped routing number', () => {
  it('should refuse it with the ABA checksum before asking the server', { timeout: 20_000 }, async () => {
    const { container, platform } = await renderWithFakeKit(<DestinationForm recipientId="rcp_any" method="ach" />, {
      scenario: 'readyForPayments',
    });
    const requests = recordPlatformRequests(platform);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Routing number/), '021000022');
    await user.type(screen.getByLabelText(/Account number/), '000123456789');
    await user.type(screen.getByLabelText(/Account holder name/), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    const routing = screen.getByLabelText(/Routing number/);
    await vi.waitFor(() => expect(routing).toHaveFocus());
    expect(routing).toHaveAccessibleDescription(/The 9-digit ABA number of the bank\. This routing number has a typo/);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await expectNoAxeViolationsOutsideSelects(container);
  });
});

describe('given a form the caller holds a ref to', () => {
  it('should hand the ref the form and still focus the first problem', { timeout: 20_000 }, async () => {
    const ref = createRef<HTMLFormElement>();
    await renderWithFakeKit(<DestinationForm ref={ref} recipientId="rcp_any" method="ach" />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    await vi.waitFor(() => expect(screen.getByLabelText(/Routing number/)).toHaveFocus());
    expect(ref.current).toHaveAttribute('data-slot', 'destination-form');
  });
});

describe('given a wire', () => {
  it('should ask for a routing number for a US bank and a BIC for any other', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<DestinationForm recipientId="rcp_any" method="wire" />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    expect(screen.getByLabelText(/Routing number/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Bank's country/ }), 'DE');
    expect(screen.queryByLabelText(/Routing number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/BIC/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: "Bank's address" })).toBeInTheDocument();
  });
});

describe('given a valid SEPA account', () => {
  it('should add it to the recipient and report it saved', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
    const { recipientId } = setup.scenario;
    setup.rerender(<DestinationForm recipientId={recipientId} onSaved={onSaved} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'SEPA transfer' }));
    await user.type(screen.getByLabelText(/IBAN/), 'fr14 2004 1010 0505 0001 3m02 606');
    await user.type(screen.getByLabelText(/BIC/), 'bnpafrpp');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      type: 'sepa',
      currency: 'EUR',
      status: 'ready',
      details: { iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' },
    });
    expect((await setup.client.listDestinations(recipientId)).data.map((destination) => destination.type)).toEqual(['ach', 'sepa']);
  });
});

describe('given a wallet address with one letter in the other case (fault 1)', () => {
  it('should refuse its EIP-55 checksum at the address, in words, before asking the server', { timeout: 20_000 }, async () => {
    const { platform } = await renderWithFakeKit(<DestinationForm recipientId="rcp_any" method="wallet" />, {
      scenario: 'readyForPayments',
    });
    const requests = recordPlatformRequests(platform);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: /Network/ }), 'ethereum');
    await user.type(screen.getByLabelText(/Wallet address/), `${EVM.slice(0, -1)}f`);
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    const address = screen.getByLabelText(/Wallet address/);
    await vi.waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription(/This address is not valid on the chosen network: its checksum does not match/);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('given a wallet the platform cannot pay in that currency', () => {
  it('should land wallet_destination_not_supported on the network and keep the values', { timeout: 20_000 }, async () => {
    const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
    setup.rerender(<DestinationForm recipientId={setup.scenario.recipientId} method="wallet" />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: /Network/ }), 'base');
    await user.type(screen.getByLabelText(/Wallet address/), EVM);
    await user.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'USDT');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    const network = screen.getByRole('combobox', { name: /Network/ });
    await vi.waitFor(() => expect(network).toHaveFocus());
    expect(network).toHaveAccessibleDescription(/Payouts in this currency cannot reach this network/);
    expect(screen.getByLabelText(/Wallet address/)).toHaveValue(EVM);
  });
});

describe('given a recipient without an address', () => {
  it('should explain recipient_address_required and offer to edit the recipient', { timeout: 20_000 }, async () => {
    const onEditRecipient = vi.fn();
    const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
    const bare = await setup.client.createRecipient(
      { type: 'individual', relationship: 'family', firstName: 'Ada', lastName: 'Lovelace' },
      { idempotencyKey: 'test-bare-recipient' },
    );
    setup.rerender(<DestinationForm recipientId={bare.id} method="ach" onEditRecipient={onEditRecipient} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Routing number/), '021000021');
    await user.type(screen.getByLabelText(/Account number/), '000123456789');
    await user.type(screen.getByLabelText(/Account holder name/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    expect(await screen.findByText(/A bank payout needs the recipient's street, city and country/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Edit the recipient's address" }));
    expect(onEditRecipient).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Routing number/)).toHaveValue('021000021');
  });
});

describe('given a recipient without an address and a bank method (fault 3)', () => {
  it(
    'should name the missing address parts before any bank details are typed, and ask nothing for a wallet',
    { timeout: 20_000 },
    async () => {
      const onEditRecipient = vi.fn();
      const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
      const requests = recordPlatformRequests(setup.platform);
      const bare = await setup.client.createRecipient(
        { type: 'individual', relationship: 'family', firstName: 'Ada', lastName: 'Lovelace', address: { city: 'London' } },
        { idempotencyKey: 'test-cityless-recipient' },
      );
      setup.rerender(<DestinationForm recipientId={bare.id} method="ach" onEditRecipient={onEditRecipient} />);
      const user = userEvent.setup();

      expect(
        await screen.findByText(
          "A bank payout needs the recipient's address. Missing: Street and number, Country. Add it to the recipient first, or choose a wallet.",
        ),
      ).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'POST' && request.path.includes('/destinations'))).toEqual([]);
      await user.click(screen.getByRole('button', { name: "Edit the recipient's address" }));
      expect(onEditRecipient).toHaveBeenCalledTimes(1);

      await user.click(screen.getByRole('radio', { name: /Stablecoin wallet/ }));
      expect(screen.queryByText(/A bank payout needs the recipient's address/)).not.toBeInTheDocument();
    },
  );
});

describe('given details the platform refuses', () => {
  it.each([
    ['recipient_account_unsupported', 'country_unsupported', /Payouts by this method cannot reach this country/],
    ['recipient_destination_invalid', 'invalid_routing_number', /The bank does not recognise this routing number/],
  ])('should land %s on its field', { timeout: 20_000 }, async (code, fieldCode, message) => {
    const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
    const pointer = fieldCode === 'country_unsupported' ? '/details/country' : '/details/routingNumber';
    refuseNextRequest(setup.platform, 'POST', '/destinations', {
      status: 400,
      code,
      errors: [{ pointer, code: fieldCode, message: 'refused' }],
    });
    setup.rerender(<DestinationForm recipientId={setup.scenario.recipientId} method="wire" />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Routing number/), '026009593');
    await user.type(screen.getByLabelText(/Account number/), '987654321');
    await user.type(screen.getByLabelText(/Account holder name/), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));

    const field =
      pointer === '/details/country' ? screen.getByRole('combobox', { name: /Bank's country/ }) : screen.getByLabelText(/Routing number/);
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(message);
  });
});

describe('given a method the kit has no form for', () => {
  it('should show it, not let it be chosen, and say why', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<DestinationForm recipientId="rcp_any" method="pix" />, { scenario: 'readyForPayments' });

    expect(screen.getByText(/Pix accounts cannot be added from this form yet/)).toBeInTheDocument();
    const methods = screen.getByRole('group', { name: 'How they are paid' });
    expect(within(methods).getByRole('radio', { name: 'Pix' })).toBeDisabled();
    expect(within(methods).getAllByRole('radio', { checked: false })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add payout account' })).not.toBeInTheDocument();
  });
});
