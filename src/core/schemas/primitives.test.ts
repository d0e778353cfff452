import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  amountSchema,
  capabilityIdSchema,
  countryCodeSchema,
  currencyCodeSchema,
  dateSchema,
  decimalSchema,
  httpsUrlSchema,
  idSchema,
  listOf,
  metadataSchema,
  moneySchema,
  moneySideSchema,
  timestampSchema,
} from './primitives.js';

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('given ids', () => {
  it.each([
    ['cus_', 'cus_8Jd2kq'],
    ['tskh_', 'tskh_01HZX'],
    ['tr_', 'tr_a'],
  ] as const)('should accept a %s id', (prefix, id) => {
    expect(idSchema(prefix).parse(id)).toBe(id);
  });

  it.each([['cus_'], ['cus-8Jd2kq'], ['acc_8Jd2kq'], ['cus_8Jd 2kq'], ['cus_8Jd_2kq'], [' cus_8Jd2kq']])(
    'should refuse %j as a customer id, naming the form',
    (value) => {
      expect(messagesOf(idSchema('cus_'), value)).toEqual(['Expected an id of the form cus_… (the prefix followed by letters and digits)']);
    },
  );

  it('should accept any of several prefixes and name them all when refusing', () => {
    const target = idSchema('dst_', 'acc_');
    expect(target.parse('acc_1')).toBe('acc_1');
    expect(messagesOf(target, 'rcp_1')[0]).toMatch(/dst_… or acc_…/);
  });

  it('should not mistake a task history id for a task id', () => {
    expect(idSchema('tsk_').safeParse('tskh_1').success).toBe(false);
  });
});

describe('given capability ids', () => {
  it.each([['ach_pooled'], ['card'], ['stablecoin_transfers'], ['transfers_3_0']])('should accept %s', (id) => {
    expect(capabilityIdSchema.parse(id)).toBe(id);
  });

  it.each([['ACH_pooled'], ['ach__pooled'], ['_card'], ['card_'], ['ach pooled']])('should refuse %j', (id) => {
    expect(messagesOf(capabilityIdSchema, id)[0]).toMatch(/capability id such as "ach_pooled"/);
  });
});

describe('given timestamps', () => {
  it.each([['2026-05-01T12:00:00.000Z'], ['2026-05-01T12:00:00Z'], ['2026-05-01T12:00:00.123456+02:00'], ['2026-05-01T12:00:00-05:30']])(
    'should accept %s',
    (value) => {
      expect(timestampSchema.parse(value)).toBe(value);
    },
  );

  it.each([['2026-05-01'], ['2026-05-01T12:00:00'], ['2026-05-01 12:00:00Z'], ['2026-13-01T12:00:00Z'], [1714564800000]])(
    'should refuse %j, naming RFC 3339',
    (value) => {
      expect(messagesOf(timestampSchema, value)[0]).toMatch(/RFC 3339 date-time with a time-zone offset/);
    },
  );

  it('should accept calendar dates and refuse impossible ones', () => {
    expect(dateSchema.parse('1990-02-28')).toBe('1990-02-28');
    expect(messagesOf(dateSchema, '1990-02-30')).toEqual(['Expected a date of the form YYYY-MM-DD']);
  });
});

describe('given country and currency codes', () => {
  it('should accept alpha-2 countries only', () => {
    expect(countryCodeSchema.parse('DE')).toBe('DE');
    expect(messagesOf(countryCodeSchema, 'DEU')[0]).toMatch(/two capital letters/);
    expect(messagesOf(countryCodeSchema, 'de')[0]).toMatch(/ISO 3166-1 alpha-2/);
  });

  it.each([['USD'], ['USDC'], ['USDT']])('should accept the currency %s', (code) => {
    expect(currencyCodeSchema.parse(code)).toBe(code);
  });

  it.each([['usd'], ['USDX'], ['EURC'], [978]])('should refuse the currency %j', (code) => {
    expect(messagesOf(currencyCodeSchema, code)[0]).toMatch(/ISO 4217 .*"USDC" or "USDT"/);
  });
});

describe('given amounts and money', () => {
  it('should refuse a number with a message that says a string is expected', () => {
    expect(messagesOf(amountSchema, 10.25)[0]).toMatch(/decimal string such as "10.25", not a number/);
  });

  it.each([['01'], ['-1'], ['1e3'], ['1.'], ['.5']])('should refuse the amount %j', (value) => {
    expect(messagesOf(amountSchema, value)[0]).toMatch(/no sign, exponent, spaces or leading zeros/);
  });

  it('should refuse 39 digits', () => {
    expect(messagesOf(amountSchema, '1'.repeat(39))[0]).toMatch(/at most 38 digits/);
  });

  it.each([
    [{ amount: '10.25', currency: 'USD' }],
    [{ amount: '1000', currency: 'JPY' }],
    [{ amount: '1.125', currency: 'KWD' }],
    [{ amount: '0.000001', currency: 'USDC' }],
    [{ amount: '100.50', currency: 'HUF' }],
    [{ amount: '10.50', currency: 'IDR' }],
    [{ amount: '1.5', currency: 'COP' }],
    [{ amount: '1.125', currency: 'IQD' }],
  ])('should accept money within scale: %j', (money) => {
    expect(moneySchema.parse(money)).toEqual(money);
  });

  it.each([
    [{ amount: '1.005', currency: 'USD' }, /at most 2 digits .* USD/],
    [{ amount: '1.5', currency: 'JPY' }, /at most 0 digits .* JPY/],
    [{ amount: '1.1234567', currency: 'USDC' }, /at most 6 digits .* USDC/],
  ])('should refuse money beyond scale at the amount: %j', (money, message) => {
    const result = moneySchema.safeParse(money);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], message: expect.stringMatching(message) })]);
  });

  it('should report a malformed amount once, not again as a scale problem', () => {
    expect(messagesOf(moneySchema, { amount: '1.0.0', currency: 'USD' })).toHaveLength(1);
  });

  it('should let one side of a movement have no amount yet', () => {
    expect(moneySideSchema.parse({ currency: 'EUR', amount: null })).toEqual({ currency: 'EUR', amount: null });
    expect(moneySideSchema.safeParse({ currency: 'EUR', amount: '1.001' }).success).toBe(false);
  });

  it('should accept decimal rates as strings only', () => {
    expect(decimalSchema.parse('0.9231')).toBe('0.9231');
    expect(messagesOf(decimalSchema, 0.9231)[0]).toMatch(/not a number/);
    expect(messagesOf(decimalSchema, '-1')[0]).toMatch(/decimal string/);
  });
});

describe('given URLs the kit may navigate to', () => {
  it.each([['https://pay.example.com/checkout/abc'], ['http://localhost:4010/checkout'], ['http://127.0.0.1/x']])(
    'should accept %s',
    (url) => {
      expect(httpsUrlSchema.parse(url)).toBe(url);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['http://pay.example.com/checkout'],
    ['https://user:secret@pay.example.com/'],
    ['/relative/path'],
    ['data:text/html,hi'],
  ])('should refuse %s', (url) => {
    expect(messagesOf(httpsUrlSchema, url)).toEqual([
      'Expected an absolute https URL without credentials (plain http only on localhost, 127.0.0.1 or [::1])',
    ]);
  });
});

describe('given lists the kit iterates', () => {
  const schema = z.looseObject({ ids: listOf(idSchema('tsk_')) });

  it.each([[{}], [{ ids: null }]])('should read %j as an empty list', (value) => {
    expect(schema.parse(value)).toEqual({ ids: [] });
  });

  it('should keep present items and check each', () => {
    expect(schema.parse({ ids: ['tsk_1'] })).toEqual({ ids: ['tsk_1'] });
    expect(schema.safeParse({ ids: ['tsk_1', 'bad'] }).error?.issues[0]?.path).toEqual(['ids', 1]);
  });
});

describe('given metadata', () => {
  it('should accept strings, numbers and booleans', () => {
    const metadata = { plan: 'gold', seats: 3, trial: false };
    expect(metadataSchema.parse(metadata)).toEqual(metadata);
  });

  it('should refuse nested objects', () => {
    expect(messagesOf(metadataSchema, { nested: { a: 1 } })[0]).toMatch(/string, a number or a boolean/);
  });
});
