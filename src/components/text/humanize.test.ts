import { describe, expect, it } from 'vitest';
import { humanize } from './humanize.js';

describe('given a machine name', () => {
  it('should read snake, kebab, dotted and camel case as words with a capital', () => {
    expect(humanize('articles_of_association')).toBe('Articles of association');
    expect(humanize('tasks-in-review')).toBe('Tasks in review');
    expect(humanize('personal.details')).toBe('Personal details');
    expect(humanize('ownershipPercent')).toBe('Ownership percent');
  });

  it('should keep acronyms and squeeze repeated separators', () => {
    expect(humanize('US__tax_id')).toBe('US tax id');
  });

  it('should return a value without words as it is', () => {
    expect(humanize('___')).toBe('___');
    expect(humanize('')).toBe('');
  });
});
