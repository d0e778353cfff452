import { useMemo, useState } from 'react';
import { activeIndexAfter, filterChoices, type SearchableChoice } from '../../core/forms/choiceSearch.js';

/** What {@link useChoiceSearch} gives a searchable list. */
export interface UseChoiceSearchResult<Choice extends SearchableChoice> {
  /** The filter as typed. */
  query: string;
  setQuery: (query: string) => void;
  /** The choices the filter leaves, in their order. */
  visible: readonly Choice[];
  /** The value of the active (highlighted) option, when it is shown; `null` otherwise. */
  activeValue: string | null;
  setActiveValue: (value: string | null) => void;
  /**
   * Moves the active option for a navigation key (arrows, Page Up/Down, Home, End) and says
   * whether the key was one; give it the listbox's `keydown` key.
   */
  moveActive: (key: string) => boolean;
  /**
   * Makes an option active when none is: the first chosen one shown, else the first shown.
   * Call it when the listbox takes focus.
   */
  activateDefault: (isChosen: (value: string) => boolean) => void;
}

/**
 * The state of a list of choices narrowed by a typed filter, with an active option moved by
 * keys as the WAI-ARIA listbox pattern has it: the filter (`filterChoices`, every word typed
 * starts a word of the label) and the active option (`activeIndexAfter`), kept by value, so it
 * stays on the same option while the filter changes, and is `null` while the filter hides it.
 * Holds no value of the form: choosing is the caller's.
 *
 * @param choices The options, labelled as shown; keep the array stable between renders.
 */
export function useChoiceSearch<Choice extends SearchableChoice>(choices: readonly Choice[]): UseChoiceSearchResult<Choice> {
  const [query, setQuery] = useState('');
  const [activeChoice, setActiveValue] = useState<string | null>(null);
  const visible = useMemo(() => filterChoices(choices, query), [choices, query]);
  const activeIndex = activeChoice === null ? -1 : visible.findIndex((choice) => choice.value === activeChoice);

  const moveActive = (key: string) => {
    const next = activeIndexAfter(key, activeIndex, visible.length);
    if (next === null) return false;
    setActiveValue(visible[next]?.value ?? null);
    return true;
  };
  const activateDefault = (isChosen: (value: string) => boolean) => {
    if (activeIndex >= 0) return;
    setActiveValue((visible.find((choice) => isChosen(choice.value)) ?? visible[0])?.value ?? null);
  };

  return {
    query,
    setQuery,
    visible,
    activeValue: activeIndex >= 0 ? activeChoice : null,
    setActiveValue,
    moveActive,
    activateDefault,
  };
}
