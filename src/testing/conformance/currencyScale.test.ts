import { beforeAll, describe, expect, it } from 'vitest';
import { isoCurrencyCodes } from '../../core/money/index.js';
import { amountWithDigits, everyCurrency, tableScale } from '../../core/money/test-support/scaleFixtures.js';
import { quoteSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

// "Currency is ISO 4217 alpha-3 or a stablecoin symbol … The currency scale is validated without
// rounding." The scale is ISO 4217's minor units (HUF 2, IQD 3, CLF 4), whatever Intl displays.
const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let walletId: string;
let usdtWalletId: string;
let sepaDestinationId: string;
let walletDestinationId: string;
let usdtWalletDestinationId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  for (const capabilityId of ['ach_pooled', 'sepa_pooled', 'faster_payments_pooled']) await setup.readyCapability(customerId, capabilityId);
  // Pix has no default institution outside Brazil: name it, then force the capability ready.
  expect(
    (await env.api.post(`/v3/customers/${customerId}/capabilities/pix_pooled`, { institutions: ['inst_banco_genial'] })).status,
  ).toBeLessThan(300);
  expect((await env.api.post(`/v3/sandbox/customers/${customerId}/capabilities/pix_pooled/status`, { status: 'ready' })).status).toBe(200);
  walletId = await setup.issuedWallet(customerId, 'USDC');
  usdtWalletId = await setup.issuedWallet(customerId, 'USDT');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
  walletDestinationId = await setup.destination(customerId, 'wallet');
  usdtWalletDestinationId = await setup.destination(customerId, 'wallet', { currency: 'USDT' });
});

describe('given a money object of a customer profile in each active ISO 4217 currency', () => {
  const patchVolume = (amount: string, currency: string) =>
    env.api.patch(`/v3/customers/${customerId}`, { financialProfile: { expectedMonthlyVolume: { amount, currency } } });

  it.each([
    ['100.50', 'HUF'],
    ['10.50', 'IDR'],
    ['1.5', 'COP'],
    ['1.125', 'IQD'],
  ])('should accept %s %s and keep it as written', async (amount, currency) => {
    const response = await patchVolume(amount, currency);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.financialProfile.expectedMonthlyVolume).toEqual({ amount, currency });
  });

  it('should accept every currency at its scale and refuse one digit more with amount_scale_exceeded', async () => {
    await Promise.all(
      everyCurrency.map(async (currency) => {
        const scale = tableScale(currency);
        const accepted = await patchVolume(amountWithDigits(scale), currency);
        expect(accepted.status, `${currency}: ${JSON.stringify(accepted.body)}`).toBe(200);
        const refused = await patchVolume(amountWithDigits(scale + 1), currency);
        expectProblem(refused, 400, 'validation_error', ['/financialProfile/expectedMonthlyVolume/amount']);
        expect(refused.body.errors[0].code, currency).toBe('amount_scale_exceeded');
      }),
    );
  });

  it('should take any code of the pattern, up to the widest ISO scale (4), for a currency its table lacks', async () => {
    expect((await patchVolume('1.1234', 'XAU')).status).toBe(200);
    expect((await patchVolume('1.1234', 'ABC')).status).toBe(200);
    expect((await patchVolume('1.12345', 'ABC')).body.errors[0].code).toBe('amount_scale_exceeded');
    expectProblem(await patchVolume('1', 'AB1'), 400, 'validation_error', ['/financialProfile/expectedMonthlyVolume/currency']);
  });
});

describe('given a quote amount in each active ISO 4217 currency', () => {
  const payIn = (currency: string, amount: string) => ({
    customerId,
    capabilityId: 'ach_pooled',
    in: { currency, amount },
    out: { currency: 'USDC' },
    destinationId: walletId,
  });

  it('should refuse one digit past the scale as amount_scale_exceeded, and never refuse the scale itself for it', async () => {
    await Promise.all(
      isoCurrencyCodes.map(async (currency) => {
        const scale = tableScale(currency);
        const atScale = await env.api.post('/v3/quotes', payIn(currency, amountWithDigits(scale)));
        expect(atScale.status, currency).not.toBe(400);
        expect(JSON.stringify(atScale.body), currency).not.toContain('amount_scale_exceeded');
        const past = await env.api.post('/v3/quotes', payIn(currency, amountWithDigits(scale + 1)));
        expectProblem(past, 400, 'validation_error', ['/in/amount']);
        expect(past.body.errors[0].code, currency).toBe('amount_scale_exceeded');
      }),
    );
  });
});

describe('given a quote in each currency the fake prices, with the amount at the exact scale', () => {
  // Each route names its destination by role; the ids exist only once beforeAll has run.
  const routes = [
    { currency: 'USD', side: 'in', capabilityId: 'ach_pooled', in: 'USD', out: 'USDC', to: 'wallet' },
    { currency: 'EUR', side: 'in', capabilityId: 'sepa_pooled', in: 'EUR', out: 'USDC', to: 'wallet' },
    { currency: 'GBP', side: 'in', capabilityId: 'faster_payments_pooled', in: 'GBP', out: 'USDC', to: 'wallet' },
    { currency: 'BRL', side: 'in', capabilityId: 'pix_pooled', in: 'BRL', out: 'USDT', to: 'usdtWallet' },
    { currency: 'EUR', side: 'out', capabilityId: 'sepa_pooled', in: 'USDC', out: 'EUR', to: 'sepa' },
    { currency: 'USDC', side: 'in', capabilityId: 'stablecoin_transfers', in: 'USDC', out: 'USDC', to: 'walletDestination' },
    { currency: 'USDT', side: 'in', capabilityId: 'stablecoin_transfers', in: 'USDT', out: 'USDT', to: 'usdtWalletDestination' },
    { currency: 'USDC', side: 'out', capabilityId: 'ach_pooled', in: 'USD', out: 'USDC', to: 'wallet' },
  ] as const;
  type Route = (typeof routes)[number];

  function bodyWith(route: Route, amount: string) {
    const destinationId = {
      wallet: walletId,
      usdtWallet: usdtWalletId,
      sepa: sepaDestinationId,
      walletDestination: walletDestinationId,
      usdtWalletDestination: usdtWalletDestinationId,
    }[route.to];
    const sides = { in: { currency: route.in }, out: { currency: route.out } };
    return { customerId, capabilityId: route.capabilityId, ...sides, [route.side]: { currency: route.currency, amount }, destinationId };
  }

  it('should cover every fiat currency a ready capability can pay in, beside both stablecoins', async () => {
    const supported = await env.api.get(`/v3/customers/${customerId}/capabilities/supported`);
    const payIn = supported.body.data
      .filter((offer: any) => offer.availability !== 'disabled')
      .flatMap((offer: any) => offer.currencies.payin);
    const covered = new Set<string>(routes.map((route) => route.currency));
    expect([...new Set<string>(payIn)].filter((currency) => !covered.has(currency))).toEqual([]);
  });

  it.each(routes.map((route) => [route.currency, route.side, route] as const))(
    'should price %s fixed on the %s side at its scale, and refuse one digit more',
    async (currency, side, route) => {
      const scale = tableScale(currency);
      const response = await env.api.post('/v3/quotes', bodyWith(route, amountWithDigits(scale)));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(quoteSchema.parse(response.body.data)[side].amount).toBe(amountWithDigits(scale));
      const past = await env.api.post('/v3/quotes', bodyWith(route, amountWithDigits(scale + 1)));
      expectProblem(past, 400, 'validation_error', [`/${side}/amount`]);
      expect(past.body.errors[0].code).toBe('amount_scale_exceeded');
    },
  );
});
