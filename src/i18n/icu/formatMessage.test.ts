import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '../types.js';
import { formatMessage, MessageValueError } from './formatMessage.js';
import { parseMessage } from './parseMessage.js';

const format = (message: string, locale: string, values?: MessageValues) => formatMessage(parseMessage(message), locale, values);

const ORDINAL = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
const FIELDS = '{n, plural, =0 {no fields} one {# field} other {# fields}}';

describe('given arguments', () => {
  it.each<[string, string, MessageValues, string]>([
    ['Copy {label}', 'en', { label: 'IBAN' }, 'Copy IBAN'],
    ['{a} and {b}', 'en', { a: 'x', b: 'y' }, 'x and y'],
    ['{flag}', 'en', { flag: true }, 'true'],
    ['{n} items', 'en', { n: 1234.5 }, '1,234.5 items'],
    ['{n} articles', 'fr', { n: 1234.5 }, '1\u202f234,5 articles'],
    ['{n}', 'en', { n: 12345678901234567890n }, '12,345,678,901,234,567,890'],
    ['{d}', 'en-US', { d: new Date(2024, 4, 1, 14, 30) }, '5/1/24, 2:30 PM'],
  ])('should format %j in %s', (message, locale, values, expected) => {
    expect(format(message, locale, values)).toBe(expected);
  });
});

describe('given number arguments', () => {
  it.each<[string, string, MessageValues[string], string]>([
    ['{n, number}', 'en', 1234567.5, '1,234,567.5'],
    ['{n, number}', 'fr', 1234567.5, '1\u202f234\u202f567,5'],
    ['{n, number}', 'en', '12345678901234567890.5', '12,345,678,901,234,567,890.5'],
    ['{n, number}', 'fr', ' 0.5 ', '0,5'],
    ['{n, number, percent}', 'en', 0.25, '25%'],
    ['{n, number, percent}', 'fr', 0.25, '25\u00a0%'],
    ['{n, number, integer}', 'en', 2.5, '3'],
    ['{n, number, integer}', 'fr', 1234.4, '1\u202f234'],
  ])('should format %j in %s with %j as %j', (message, locale, n, expected) => {
    expect(format(message, locale, { n })).toBe(expected);
  });
});

describe('given date and time arguments', () => {
  // Built from local parts, so the day and hour hold in any time zone.
  const may1 = new Date(2024, 4, 1, 14, 30);

  it.each<[string, string, MessageValues[string], string]>([
    ['{d, date, short}', 'en-US', may1, '5/1/24'],
    ['{d, date}', 'en-US', may1, 'May 1, 2024'],
    ['{d, date, long}', 'fr-FR', may1, '1 mai 2024'],
    ['{d, date, full}', 'en-US', may1, 'Wednesday, May 1, 2024'],
    ['{d, time, short}', 'en-US', may1, '2:30 PM'],
    ['{d, time, short}', 'fr-FR', may1, '14:30'],
    ['{d, date, long}', 'en-US', may1.getTime(), 'May 1, 2024'],
    // A date-only string is a calendar day, the same in every time zone.
    ['{d, date, long}', 'en-US', '1990-01-31', 'January 31, 1990'],
  ])('should format %j in %s', (message, locale, d, expected) => {
    expect(format(message, locale, { d })).toBe(expected);
  });
});

describe('given plurals', () => {
  it.each<[string, string, number | string, string]>([
    ['{n, plural, one {# field} other {# fields}}', 'en', 1, '1 field'],
    ['{n, plural, one {# field} other {# fields}}', 'en', 0, '0 fields'],
    ['{n, plural, one {# field} other {# fields}}', 'en', 2, '2 fields'],
    ['{n, plural, one {# field} other {# fields}}', 'en', '1', '1 field'],
    ['{n, plural, one {# champ} other {# champs}}', 'fr', 0, '0 champ'],
    ['{n, plural, one {# champ} other {# champs}}', 'fr', 1, '1 champ'],
    ['{n, plural, one {# champ} other {# champs}}', 'fr', 2, '2 champs'],
    ['{n, plural, one {# field} other {# fields}}', 'en', 1234, '1,234 fields'],
    ['{n, plural, one {# champ} other {# champs}}', 'fr', 1234, '1\u202f234 champs'],
    [FIELDS, 'en', 0, 'no fields'],
    [FIELDS, 'fr', 0, 'no fields'],
    [FIELDS, 'en', 1, '1 field'],
    ['{n, plural, =1 {exactly one} one {a single #} other {#}}', 'en', 1, 'exactly one'],
    ['{n, plural, =2 {a pair} other {# things}}', 'en', 3, '3 things'],
    ['{n, plural, other {# items}}', 'en', 1, '1 items'],
    [ORDINAL, 'en', 1, '1st'],
    [ORDINAL, 'en', 2, '2nd'],
    [ORDINAL, 'en', 3, '3rd'],
    [ORDINAL, 'en', 4, '4th'],
    [ORDINAL, 'en', 11, '11th'],
    [ORDINAL, 'en', 22, '22nd'],
  ])('should format %j in %s with %j as %j', (message, locale, n, expected) => {
    expect(format(message, locale, { n })).toBe(expected);
  });
});

describe('given selects and nesting', () => {
  const GREETING = '{role, select, admin {Welcome back, admin} other {Hello {name}}}';

  it.each<[string, MessageValues, string]>([
    [GREETING, { role: 'admin', name: 'Ada' }, 'Welcome back, admin'],
    [GREETING, { role: 'viewer', name: 'Ada' }, 'Hello Ada'],
    [GREETING, { role: 'other', name: 'Ada' }, 'Hello Ada'],
    ['{on, select, true {On} other {Off}}', { on: true }, 'On'],
    [
      '{g, select, f {{n, plural, one {# amie} other {# amies}}} other {{n, plural, one {# ami} other {# amis}}}}',
      { g: 'f', n: 3 },
      '3 amies',
    ],
    ['{n, plural, one {# file in {where}} other {# files in {where}}}', { n: 2, where: 'Inbox' }, '2 files in Inbox'],
    ['{n, plural, other {{m, plural, one {# of} other {# of}} #}}', { n: 5, m: 1 }, '1 of 5'],
  ])('should format %j with %j', (message, values, expected) => {
    expect(format(message, 'en', values)).toBe(expected);
  });
});

describe('given apostrophes', () => {
  it.each<[string, string]>([
    ["l'adresse {x}", "l'adresse X"],
    ["'{literal}' {x}", '{literal} X'],
    ["it''s {x}", "it's X"],
    ["{n, plural, other {'#' is #}}", '# is 3'],
  ])('should format %j as %j', (message, expected) => {
    expect(format(message, 'fr', { x: 'X', n: 3 })).toBe(expected);
  });
});

describe('given a value the message cannot use', () => {
  it.each<[string, MessageValues | undefined, string]>([
    ['Copy {label}', undefined, 'label'],
    ['Copy {label}', {}, 'label'],
    ['Copy {label}', { label: undefined }, 'label'],
    ['Copy {label}', { label: null }, 'label'],
    ['{constructor}', {}, 'constructor'],
    ['{a} {n, plural, other {# {missing}}}', { a: 'x', n: 2 }, 'missing'],
    ['{n, plural, one {#} other {#}}', { n: 'many' }, 'n'],
    ['{n, number}', { n: '' }, 'n'],
    ['{n, number}', { n: true }, 'n'],
    ['{d, date}', { d: 'soon' }, 'd'],
    ['{d, time}', { d: false }, 'd'],
  ])('should throw a MessageValueError naming the argument of %j with %j', (message, values, argument) => {
    const attempt = () => format(message, 'en', values);

    expect(attempt).toThrow(MessageValueError);
    expect(attempt).toThrow(expect.objectContaining({ argument }));
  });
});

describe('given text with no braces or apostrophes', () => {
  it('should return it unchanged in any locale', () => {
    const plain = fc.string({ unit: 'grapheme' }).filter((text) => !/[{}']/.test(text));

    fc.assert(fc.property(plain, fc.constantFrom('en', 'fr', 'fr-CA'), (text, locale) => format(text, locale) === text));
  });
});
