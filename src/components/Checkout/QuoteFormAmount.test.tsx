import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { Checkout } from './Checkout.js';

afterEach(() => {
  window.sessionStorage.clear();
});

const words = {
  'fr-FR': {
    payWith: /Payer avec/,
    account: /^Compte/,
    amount: /Montant en USD/,
    submit: 'Obtenir un devis',
    quote: 'Votre devis',
    send: 'Vous envoyez',
  },
  'de-DE': {
    payWith: /Pay with/,
    account: /^Account/,
    amount: /Amount in USD/,
    submit: 'Get a quote',
    quote: 'Your quote',
    send: 'You send',
  },
} as const;

async function quoteIn(locale: keyof typeof words, typed: string) {
  const user = userEvent.setup();
  const onValuesChange = vi.fn();
  const text = words[locale];
  await renderWithFakeKit(<Checkout onValuesChange={onValuesChange} />, { scenario: 'readyForPayments', locale });
  const source = await screen.findByLabelText(text.payWith);
  await user.selectOptions(source, within(source).getByRole('option', { name: /ACH/ }));
  const account = screen.getByLabelText(text.account);
  await user.selectOptions(account, within(account).getByRole('option', { name: /USDC/ }));
  const amount = screen.getByLabelText(text.amount);
  await user.type(amount, typed);
  await user.click(screen.getByRole('button', { name: text.submit }));
  return { amount, onValuesChange, summary: await screen.findByRole('region', { name: text.quote }) };
}

describe('given a person who types an amount the way their language writes it', () => {
  it.each([
    ['fr-FR', '250,50', '250.50', '250,50'],
    ['fr-FR', '1 234,50', '1234.50', '1\u202f234,50'],
    ['de-DE', '1.234,50', '1234.50', '1.234,50'],
  ] as const)('in %s, should quote %j as %s and show it back as %j', async (locale, typed, sent, shown) => {
    const { amount, onValuesChange, summary } = await quoteIn(locale, typed);

    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ amount: sent }));
    expect(amount).toHaveValue(shown);
    // Text matchers read every space as a plain one.
    expect(summary).toHaveTextContent(`${words[locale].send} ${shown.replace('\u202f', ' ')}`);
  });

  it('should name the currency’s limit on decimals, and give an example in the person’s language', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Checkout />, { scenario: 'readyForPayments', locale: 'fr-FR' });
    const source = await screen.findByLabelText(/Payer avec/);
    await user.selectOptions(source, within(source).getByRole('option', { name: /ACH/ }));
    const account = screen.getByLabelText(/^Compte/);
    await user.selectOptions(account, within(account).getByRole('option', { name: /USDC/ }));
    const amount = screen.getByLabelText(/Montant en USD/);
    expect(amount).toHaveAccessibleDescription('Par exemple 1\u202f234,50');

    await user.type(amount, '250,505');
    await user.click(screen.getByRole('button', { name: 'Obtenir un devis' }));
    expect(amount).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('USD accepte 2 décimales.');

    await user.clear(amount);
    await user.type(amount, '1.234,50');
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le montant en chiffres, par exemple 1 234,50.');
  });
});
