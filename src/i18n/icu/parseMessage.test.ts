import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageSyntaxError, parseMessage, type MessageAst } from './parseMessage.js';

const options = (entries: Record<string, MessageAst>) => new Map(Object.entries(entries));

describe('given a well-formed message', () => {
  it.each<[string, MessageAst]>([
    ['Try again', ['Try again']],
    ['', []],
    ['Copy {label}', ['Copy ', { type: 'argument', name: 'label' }]],
    ['{ label }!', [{ type: 'argument', name: 'label' }, '!']],
    ['{n, number}', [{ type: 'number', name: 'n', style: undefined }]],
    ['{n,number,percent}', [{ type: 'number', name: 'n', style: 'percent' }]],
    ['{n, number, integer}', [{ type: 'number', name: 'n', style: 'integer' }]],
    ['{d, date}', [{ type: 'date', name: 'd', style: 'medium' }]],
    ['{d, date, full}', [{ type: 'date', name: 'd', style: 'full' }]],
    ['{d, time, short}', [{ type: 'time', name: 'd', style: 'short' }]],
    ['a } b', ['a } b']],
    ['# and ,', ['# and ,']],
  ])('should parse %j', (source, ast) => {
    expect(parseMessage(source)).toEqual(ast);
  });

  it('should read plural branches, with `#` standing for the number', () => {
    expect(parseMessage('{count, plural, =0 {none} one {# field} other {# fields}}')).toEqual([
      {
        type: 'plural',
        name: 'count',
        options: options({
          '=0': ['none'],
          one: [{ type: 'pound' }, ' field'],
          other: [{ type: 'pound' }, ' fields'],
        }),
      },
    ]);
  });

  it('should read selectordinal and select branches, nested', () => {
    expect(parseMessage('{g, select, f {{n, selectordinal, other {#th}}} other {# {x}}}')).toEqual([
      {
        type: 'select',
        name: 'g',
        options: options({
          f: [{ type: 'selectordinal', name: 'n', options: options({ other: [{ type: 'pound' }, 'th'] }) }],
          // `#` is only special directly inside a plural branch, as in ICU.
          other: ['# ', { type: 'argument', name: 'x' }],
        }),
      },
    ]);
  });
});

describe('given apostrophes', () => {
  it.each<[string, MessageAst]>([
    ["l'adresse", ["l'adresse"]],
    ["Don't <close>", ["Don't <close>"]],
    ["'{literal}'", ['{literal}']],
    ["it''s", ["it's"]],
    ["'{it''s}' {x}", ["{it's} ", { type: 'argument', name: 'x' }]],
    ["a '}' b", ['a } b']],
    ["'#' stays quoted outside a plural", ["'#' stays quoted outside a plural"]],
    ["'{ runs to the end", ['{ runs to the end']],
    ["ends with '", ["ends with '"]],
  ])('should read %j as ICU does', (source, ast) => {
    expect(parseMessage(source)).toEqual(ast);
  });

  it("should let '#' quote a hash inside a plural branch", () => {
    expect(parseMessage("{n, plural, other {'#'#}}")).toEqual([
      { type: 'plural', name: 'n', options: options({ other: ['#', { type: 'pound' }] }) },
    ]);
  });
});

describe('given a malformed message', () => {
  it.each<[string, string, number]>([
    ['Close {', 'Unclosed "{"', 6],
    ['Retry {oops', 'Unclosed "{"', 6],
    ['{n, plural, one {x} other {y}', 'Unclosed "{"', 0],
    ['{n, plural, other {y', 'Unclosed "{"', 18],
    ['{n, number', 'Unclosed "{"', 0],
    ['{n, plural, one {field}}', 'Missing "other" option', 0],
    ['Hi {g, select, a {x} b {y}}', 'Missing "other" option', 3],
    ['{n, plural,}', 'Missing "other" option', 0],
    ['{}', 'Expected an argument name', 1],
    ['{n x}', 'Expected ","', 3],
    ['{n, colour}', 'Unknown argument type "colour"', 4],
    ['{n, number, currency}', 'Unknown number style "currency"', 12],
    ['{d, time, noon}', 'Unknown time style "noon"', 10],
    ['{n, plural, other x}', 'Expected "{"', 18],
    ['{n, plural, one {a} one {b} other {c}}', 'Duplicate selector "one"', 20],
    ['{n, plural, =x {a} other {b}}', 'Expected a selector', 12],
  ])('should reject %j with "%s" at offset %i', (source, problem, offset) => {
    const error = (() => {
      try {
        parseMessage(source);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(MessageSyntaxError);
    expect(error).toMatchObject({ offset, message: `${problem} at offset ${offset}` });
  });

  it('should refuse nesting too deep to be a real message rather than overflow the stack', () => {
    const deep = '{a, select, other {'.repeat(5000) + '}}'.repeat(5000);

    expect(() => parseMessage(deep)).toThrow(MessageSyntaxError);
  });
});

describe('given arbitrary text', () => {
  const isSyntaxErrorOrNothing = (source: string) => {
    try {
      parseMessage(source);
      return true;
    } catch (error) {
      return error instanceof MessageSyntaxError;
    }
  };

  it('should never throw anything but MessageSyntaxError', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), isSyntaxErrorOrNothing));
  });

  it('should never throw anything but MessageSyntaxError on near-ICU input', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      "'",
      '#',
      ',',
      ' ',
      'n',
      'x',
      '=0',
      'one',
      'other',
      'plural',
      'selectordinal',
      'select',
      'number',
      'percent',
      'date',
      'time',
      'short',
      '{n, plural, ',
      '{n}',
      'other {',
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 40 }).map((parts) => parts.join('')),
        isSyntaxErrorOrNothing,
      ),
    );
  });
});
