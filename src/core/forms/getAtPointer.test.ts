import { describe, expect, it } from 'vitest';
import { getAtPointer } from './getAtPointer.js';

const document = {
  individual: { firstName: 'Ada', nationalities: ['GB', 'FR'] },
  'a/b': { '~': 'tilde', '~1': 'escaped twice' },
  '': { '': 'empty keys' },
  nothing: null,
};

describe('given an RFC 6901 pointer', () => {
  it.each([
    ['', document],
    ['/individual/firstName', 'Ada'],
    ['/individual/nationalities/1', 'FR'],
    ['/a~1b/~0', 'tilde'],
    ['/a~1b/~01', 'escaped twice'],
    ['//', 'empty keys'],
    ['/nothing', null],
  ])('should read %j', (pointer, expected) => {
    expect(getAtPointer(document, pointer)).toEqual(expected);
  });

  it.each([
    ['/individual/lastName'],
    ['/individual/nationalities/2'],
    ['/individual/nationalities/01'],
    ['/individual/nationalities/-'],
    ['/individual/firstName/length'],
    ['/nothing/deeper'],
    ['/individual/toString'],
    ['/__proto__'],
    ['individual'],
  ])('should find nothing at %j', (pointer) => {
    expect(getAtPointer(document, pointer)).toBeUndefined();
  });

  it('should find nothing inside a primitive or an absent document', () => {
    expect(getAtPointer(undefined, '/a')).toBeUndefined();
    expect(getAtPointer('text', '/0')).toBeUndefined();
  });
});
