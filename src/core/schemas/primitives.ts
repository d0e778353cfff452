import * as z from 'zod/mini';
import { isCurrencyCode, validateAmount, validateAmountString } from '../money/index.js';
import { isHostedUrl } from './hostedUrl.js';

/**
 * Identifier prefixes. The API names cus_ … cfr_; `sub_` (submission), `rul_` (rule) and `whk_`
 * (webhook endpoint) are paykit's assumption where the API leaves them unstated.
 */
export const idPrefixes = [
  'cus_',
  'acc_',
  'racc_',
  'rcp_',
  'dst_',
  'rp_',
  'tsk_',
  'tskh_',
  'apl_',
  'vfy_',
  'quo_',
  'tr_',
  'doc_',
  'cfr_',
  'sub_',
  'rul_',
  'whk_',
] as const;

/** An identifier prefix, underscore included (`'cus_'`). */
export type IdPrefix = (typeof idPrefixes)[number];

/**
 * A strict identifier: one of the prefixes followed by one or more ASCII letters or digits.
 *
 * @example
 * idSchema('cus_').parse('cus_8Jd2kq'); // ok
 * idSchema('dst_', 'acc_'); // a payout target: a destination or one of the customer's own accounts
 */
export function idSchema(...prefixes: [IdPrefix, ...IdPrefix[]]): z.ZodMiniString<string> {
  const pattern = new RegExp(`^(?:${prefixes.join('|')})[A-Za-z0-9]+$`);
  const form = prefixes.map((prefix) => `${prefix}…`).join(' or ');
  const error = `Expected an id of the form ${form} (the prefix followed by letters and digits)`;
  return z.string({ error }).check(z.regex(pattern, { error }));
}

/**
 * A capability id: a method, optionally qualified by an account type (`ach_pooled`, `card`,
 * `stablecoin_transfers`). Capability ids carry no prefix.
 */
export const capabilityIdSchema = /* @__PURE__ */ z
  .string({ error: 'Expected a capability id such as "ach_pooled", "card" or "stablecoin_transfers"' })
  .check(
    /* @__PURE__ */ z.regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, {
      error: 'Expected a capability id such as "ach_pooled", "card" or "stablecoin_transfers"',
    }),
  );

const TIMESTAMP_FORM = 'Expected an RFC 3339 date-time with a time-zone offset, such as "2026-05-01T12:00:00.000Z"';

/** An RFC 3339 date-time with `Z` or a numeric offset; fractional seconds optional. */
export const timestampSchema = /* @__PURE__ */ z.iso.datetime({ offset: true, error: TIMESTAMP_FORM });

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = /* @__PURE__ */ z.iso.date({ error: 'Expected a date of the form YYYY-MM-DD' });

const COUNTRY_FORM = 'Expected an ISO 3166-1 alpha-2 country code: two capital letters such as "US"';

/** An ISO 3166-1 alpha-2 country code. */
export const countryCodeSchema = /* @__PURE__ */ z
  .string({ error: COUNTRY_FORM })
  .check(/* @__PURE__ */ z.regex(/^[A-Z]{2}$/, { error: COUNTRY_FORM }));

const CURRENCY_FORM = 'Expected a currency code: ISO 4217 (three capital letters such as "USD"), "USDC" or "USDT"';

/** A currency: ISO 4217 alpha-3 or a stablecoin symbol. */
export const currencyCodeSchema = /* @__PURE__ */ z
  .string({ error: CURRENCY_FORM })
  .check(/* @__PURE__ */ z.refine(isCurrencyCode, { error: CURRENCY_FORM }));

/** An amount string in the API's grammar (see the money module). The scale needs a currency: {@link moneySchema}. */
export const amountSchema = /* @__PURE__ */ z
  .string({ error: 'Expected an amount as a decimal string such as "10.25", not a number' })
  .check(
    /* @__PURE__ */ z.superRefine((value, ctx) => {
      const problem = validateAmountString(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { amountProblem: problem.code } });
    }),
  );

/**
 * A refinement for objects that hold amounts in one currency: reports `scale_exceeded` on each
 * amount key that has more fraction digits than the currency allows. Grammar and currency errors
 * are left to the field schemas so they are reported once.
 *
 * @example
 * z.looseObject({ amount: amountSchema, currency: currencyCodeSchema }).check(z.superRefine(amountScaleCheck(['amount'])));
 */
export function amountScaleCheck<T extends Record<string, unknown>>(amountKeys: readonly string[], currencyKey = 'currency') {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const currency = value[currencyKey];
    if (!isCurrencyCode(currency)) return;
    for (const key of amountKeys) {
      const amount = value[key];
      if (typeof amount !== 'string') continue;
      const problem = validateAmount(amount, currency);
      if (problem?.code === 'scale_exceeded') {
        ctx.addIssue({ code: 'custom', path: [key], message: problem.message, params: { amountProblem: problem.code } });
      }
    }
  };
}

/** Money: `{ amount, currency }`, both required, the amount within the currency's scale. */
export const moneySchema = /* @__PURE__ */ z
  .looseObject({ amount: amountSchema, currency: currencyCodeSchema })
  .check(/* @__PURE__ */ z.superRefine(/* @__PURE__ */ amountScaleCheck(['amount'])));

/**
 * One side of a money movement whose amount may not be known yet (a destination amount before a
 * card pay-in completes): the currency is required, the amount is a string, null or absent.
 */
export const moneySideSchema = /* @__PURE__ */ z
  .looseObject({ amount: /* @__PURE__ */ z.nullish(amountSchema), currency: currencyCodeSchema })
  .check(/* @__PURE__ */ z.superRefine(/* @__PURE__ */ amountScaleCheck(['amount'])));

/** A positive decimal rate string such as `"0.9231"`, never a number. */
export const decimalSchema = /* @__PURE__ */ z.string({ error: 'Expected a decimal string such as "0.9231", not a number' }).check(
  /* @__PURE__ */ z.superRefine((value, ctx) => {
    if (validateAmountString(value)) {
      ctx.addIssue({ code: 'custom', message: `Expected a decimal string such as "0.9231"; got ${JSON.stringify(value)}` });
    }
  }),
);

const URL_FORM = 'Expected an absolute https URL without credentials (plain http only on localhost, 127.0.0.1 or [::1])';

/**
 * A URL the kit may send a person to (hosted checkout, verification session): the rule of
 * {@link isHostedUrl} (absolute https without credentials, plain http on a loopback host only), so
 * a `javascript:` or credential-bearing link can never reach an `href`.
 */
export const httpsUrlSchema = /* @__PURE__ */ z
  .string({ error: URL_FORM })
  .check(/* @__PURE__ */ z.refine(isHostedUrl, { error: URL_FORM }));

/** Customer metadata: up to 50 entries of strings (≤ 1024 characters), numbers or booleans. */
export const metadataSchema = /* @__PURE__ */ z.record(
  /* @__PURE__ */ z.string(),
  /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number(), /* @__PURE__ */ z.boolean()], {
    error: 'Expected a metadata value: a string, a number or a boolean',
  }),
);

/**
 * A list the kit iterates: absent or null reads as an empty array, so callers never guard.
 */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined): z.output<T>[] => value ?? []),
  );
}

/** A value that may be a string, null or absent. */
export const optionalString = /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string());
/** A value that may be a boolean, null or absent. */
export const optionalBoolean = /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.boolean());
/** A non-negative integer that may be null or absent. */
export const optionalCount = /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()));
/** A timestamp that may be null or absent. */
export const optionalTimestamp = /* @__PURE__ */ z.nullish(timestampSchema);

/** A reference to any resource, `{ type, id }`; ids here are not checked against a prefix. */
export const resourceRefSchema = /* @__PURE__ */ z.looseObject({ type: /* @__PURE__ */ z.string(), id: /* @__PURE__ */ z.string() });
/** A `{ type, id }` resource reference. */
export type ResourceRef = z.output<typeof resourceRefSchema>;

/** Money: a decimal amount string and its currency. */
export type Money = z.output<typeof moneySchema>;
/** One side of a money movement whose amount may not be known yet. */
export type MoneySide = z.output<typeof moneySideSchema>;
/** Customer metadata. */
export type Metadata = z.output<typeof metadataSchema>;
