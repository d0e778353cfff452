/**
 * Which hosted-checkout methods (`checkoutMethod` of `POST /v3/transfers`, an open enum) can pay
 * in which currency, kept in one table: a wallet or a card pays in any currency; Cash App in US
 * dollars; SEPA in euros; BLIK in Polish złoty. A method the table does not know is offered for
 * no currency: the payer can still choose it on the payment page.
 */
import { checkoutMethods } from '../schemas/transferValues.js';

/** The currencies each known method pays in; `'any'` for every currency. */
export const checkoutMethodCurrencies: Readonly<Record<(typeof checkoutMethods)[number], 'any' | readonly string[]>> = {
  card: 'any',
  apple_pay: 'any',
  google_pay: 'any',
  cash_app: ['USD'],
  sepa: ['EUR'],
  blik: ['PLN'],
};

/**
 * The methods to offer a payer paying in `currency`, in the table's order; with `allowed`, only
 * those among them (e.g. the methods a capability names).
 *
 * @example
 * checkoutMethodsFor('EUR'); // ['card', 'apple_pay', 'google_pay', 'sepa']
 */
export function checkoutMethodsFor(currency: string, allowed?: readonly string[]): string[] {
  return checkoutMethods.filter((method) => {
    const currencies = checkoutMethodCurrencies[method];
    const fits = currencies === 'any' || currencies.includes(currency.toUpperCase());
    return fits && (allowed === undefined || allowed.includes(method));
  });
}
