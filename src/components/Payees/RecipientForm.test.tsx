import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { RecipientForm } from './RecipientForm.js';
import { recordPlatformRequests, refuseNextRequest } from './test-support/platformRequests.js';

/** The axe check of `src/test-support/axe.ts` without the country `<select>`s (hundreds of options are slow in jsdom). */
async function expectNoAxeViolationsOutsideSelects(container: Element) {
  const results = await axe.run({ include: [container], exclude: [['select']] } as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('given an empty recipient form', () => {
  it('should refuse it before asking the server, summarise the fields and focus the first', { timeout: 20_000 }, async () => {
    const { container, platform } = await renderWithFakeKit(<RecipientForm />, { scenario: 'readyForPayments' });
    const requests = recordPlatformRequests(platform);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Email/), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));

    await vi.waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    expect(screen.getByText(/Please correct 4 fields/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relationship to you: Fill this in.' })).toBeInTheDocument();
    expect(screen.getByText('Enter an email address, like name@example.com.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await expectNoAxeViolationsOutsideSelects(container);
  });
});

describe('given a form the caller holds a ref to', () => {
  it('should hand the ref the form and still focus the first problem', { timeout: 20_000 }, async () => {
    const ref = createRef<HTMLFormElement>();
    await renderWithFakeKit(<RecipientForm ref={ref} />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add recipient' }));

    await vi.waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    expect(ref.current).toHaveAttribute('data-slot', 'recipient-form');
  });
});

describe('given a business recipient', () => {
  it('should create it with the business fields only', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const { client } = await renderWithFakeKit(<RecipientForm onSaved={onSaved} />, { scenario: 'readyForPayments' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Company name/), ' Initech LLC ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Relationship to you/ }), 'vendor');
    await user.type(screen.getByLabelText(/Phone/), '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      type: 'business',
      companyName: 'Initech LLC',
      relationship: 'vendor',
      phone: '+14155550100',
    });
    expect((await client.listRecipients()).data.map((recipient) => recipient.companyName ?? recipient.firstName)).toEqual([
      'Grace',
      'Initech LLC',
    ]);
  });
});

describe('given a recipient to edit', () => {
  it('should send only what changed', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const setup = await renderWithFakeKit(<div />, { scenario: 'readyForPayments' });
    const [recipient] = (await setup.client.listRecipients()).data;
    if (!recipient) throw new Error('The scenario has a recipient');
    const requests = recordPlatformRequests(setup.platform);
    setup.rerender(<RecipientForm recipient={recipient} onSaved={onSaved} />);
    const user = userEvent.setup();

    expect(screen.getByText('Recipient type: Individual')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Grace');
    await user.type(screen.getByLabelText(/Your label/), 'Consulting');
    await user.clear(screen.getByLabelText(/Postal code/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { label: 'Consulting', address: { postalCode: null } },
    ]);
  });
});

describe('given a name the platform refuses', () => {
  it('should show recipient_name_invalid on the name fields, focus the first and keep every value', { timeout: 20_000 }, async () => {
    const onSaved = vi.fn();
    const { platform } = await renderWithFakeKit(<RecipientForm onSaved={onSaved} />, { scenario: 'readyForPayments' });
    refuseNextRequest(platform, 'POST', '/recipients', {
      status: 400,
      code: 'recipient_name_invalid',
      detail: 'The recipient name is malformed.',
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.selectOptions(screen.getByRole('combobox', { name: /Relationship to you/ }), 'family');
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));

    const firstName = screen.getByLabelText(/First name/);
    await vi.waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /^First name: This name was not accepted/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Last name: This name was not accepted/ })).toBeInTheDocument();
    expect(screen.getByText("Your answers weren't accepted.")).toBeInTheDocument();
    expect(firstName).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: /Relationship to you/ })).toHaveValue('family');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('given the address of a new recipient (fault 3)', () => {
  it('should say which parts a bank payout will need, instead of leaving them merely optional', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<RecipientForm />, { scenario: 'readyForPayments' });

    const address = await screen.findByRole('group', { name: 'Address' });
    expect(address).toHaveTextContent('Needed to pay a bank account (ACH, wire or SEPA): at least the street, city and country.');
  });

  it('should ask for them outright when the recipient is edited for a bank payout', { timeout: 20_000 }, async () => {
    await renderWithFakeKit(<RecipientForm isPayoutAddressRequired />, { scenario: 'readyForPayments' });

    const address = await screen.findByRole('group', { name: 'Address' });
    expect(address).not.toHaveTextContent('Needed to pay a bank account');
    expect(screen.getByLabelText(/Street and number/)).toBeRequired();
  });
});
