/** A choice a searchable list shows: its value and the label a person reads and searches. */
export interface SearchableChoice {
  value: string;
  label: string;
}

/** The longest filter a searchable list reads: a person types words, not pages. */
export const MAX_CHOICE_QUERY_LENGTH = 100;

/** Lower case without accents, so "societe" finds "Société". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text: runs of letters and digits, folded. */
function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The choices a filter leaves, in their order: those whose label has, for every word typed, a
 * word that starts with it, wherever that word stands ("funds" finds "Company funds" and
 * "Third party funds"; "inv con" finds "Investor contribution"; "come" finds nothing, since no
 * word starts with it). Case and accents are ignored; an empty filter leaves them all. Reads at most
 * {@link MAX_CHOICE_QUERY_LENGTH} characters of the filter.
 *
 * @example
 * filterChoices([{ value: 'asset_sale', label: 'Asset sale' }, { value: 'gift', label: 'Gift' }], 'sale');
 * // → [{ value: 'asset_sale', label: 'Asset sale' }]
 */
export function filterChoices<Choice extends SearchableChoice>(choices: readonly Choice[], query: string): Choice[] {
  const typed = wordsOf(query.slice(0, MAX_CHOICE_QUERY_LENGTH));
  if (typed.length === 0) return [...choices];
  return choices.filter((choice) => {
    const words = wordsOf(choice.label);
    return typed.every((part) => words.some((word) => word.startsWith(part)));
  });
}

/** How many options Page Up and Page Down move by. */
const PAGE = 10;

/**
 * Where the active option of a list of `count` options moves on key `key` from `index` (`-1`
 * when none is active), as the WAI-ARIA listbox pattern has it: the arrows move by one (the
 * first press lands on the first or last option), Page Up and Page Down by ten, Home and End to
 * the ends, never wrapping. `null` for any other key, or when the list is empty.
 *
 * @example
 * activeIndexAfter('ArrowDown', 2, 5); // → 3
 * activeIndexAfter('End', 0, 5); // → 4
 * activeIndexAfter('a', 0, 5); // → null
 */
export function activeIndexAfter(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (next: number) => Math.min(Math.max(next, 0), last);
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : clamp(index + 1);
    case 'ArrowUp':
      return index < 0 ? last : clamp(index - 1);
    case 'PageDown':
      return clamp(index + PAGE);
    case 'PageUp':
      return clamp(index - PAGE);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
