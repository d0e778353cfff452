import { describe, expect, it } from 'vitest';
import { activeIndexAfter, filterChoices, MAX_CHOICE_QUERY_LENGTH } from './choiceSearch.js';

const choices = [
  { value: 'company_funds', label: 'Company funds' },
  { value: 'intercompany_funds', label: 'Intercompany funds' },
  { value: 'investment_income', label: 'Investment income' },
  { value: 'investor_contribution', label: 'Investor contribution' },
  { value: 'societe', label: 'Société civile' },
];
const values = (list: readonly { value: string }[]) => list.map((choice) => choice.value);

describe('filterChoices', () => {
  it('should keep the choices with a word starting with each word typed, in their order', () => {
    expect(values(filterChoices(choices, 'funds'))).toEqual(['company_funds', 'intercompany_funds']);
    expect(values(filterChoices(choices, 'inv con'))).toEqual(['investor_contribution']);
    expect(values(filterChoices(choices, '  INVEST  '))).toEqual(['investment_income', 'investor_contribution']);
    expect(values(filterChoices(choices, 'come'))).toEqual([]);
  });

  it('should ignore case and accents, and keep everything for a filter with no word', () => {
    expect(values(filterChoices(choices, 'SOCIETE'))).toEqual(['societe']);
    expect(values(filterChoices(choices, ' - '))).toEqual(values(choices));
  });

  it('should read no more than the longest filter it takes', () => {
    const long = `${'x'.repeat(MAX_CHOICE_QUERY_LENGTH)} funds`;
    expect(values(filterChoices(choices, long))).toEqual([]);
    expect(values(filterChoices(choices, `${' '.repeat(MAX_CHOICE_QUERY_LENGTH)}funds`))).toEqual(values(choices));
  });
});

describe('activeIndexAfter', () => {
  it('should move by one, ten or to the ends, never wrapping', () => {
    expect(activeIndexAfter('ArrowDown', -1, 5)).toBe(0);
    expect(activeIndexAfter('ArrowUp', -1, 5)).toBe(4);
    expect(activeIndexAfter('ArrowDown', 4, 5)).toBe(4);
    expect(activeIndexAfter('ArrowUp', 0, 5)).toBe(0);
    expect(activeIndexAfter('PageDown', 2, 30)).toBe(12);
    expect(activeIndexAfter('PageUp', 2, 30)).toBe(0);
    expect(activeIndexAfter('Home', 3, 5)).toBe(0);
    expect(activeIndexAfter('End', 0, 5)).toBe(4);
  });

  it('should ignore other keys and an empty list', () => {
    expect(activeIndexAfter('a', 0, 5)).toBeNull();
    expect(activeIndexAfter('ArrowDown', -1, 0)).toBeNull();
  });
});
