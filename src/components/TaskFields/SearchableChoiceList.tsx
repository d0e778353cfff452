import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { MAX_CHOICE_QUERY_LENGTH, type SearchableChoice } from '../../core/forms/choiceSearch.js';
import { fieldIdsOf, joinIds, partId } from '../../hooks/forms/fieldAria.js';
import { useChoiceSearch } from '../../hooks/forms/useChoiceSearch.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import type { TaskFieldControlProps } from './controlProps.js';
import { part } from '../part.js';

/** Props for {@link SearchableChoiceList}. */
export interface SearchableChoiceListProps extends Omit<TaskFieldControlProps, 'value' | 'onChange' | 'field'> {
  /** The options, labelled as shown; keep the array stable between renders. */
  choices: readonly SearchableChoice[];
  /** Whether an option is chosen. */
  isChosen: (value: string) => boolean;
  /** Called with the option's value and whether it is now chosen. */
  onToggle: (value: string, isChosen: boolean) => void;
}

const isPrintable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Any number of a long list of options, as the WAI-ARIA multi-select listbox pattern has it:
 * what is chosen (a count, and each as a chip a pointer can remove), a filter that narrows the
 * list by any word of the labels (its result announced), then one listbox that is one tab stop.
 * In the list, the arrows, Page Up/Down, Home and End move the active option, Space chooses or
 * unchooses it, a letter goes on in the filter and Escape clears the filter. In the filter,
 * Down arrow or Enter moves to the list, Escape clears it, and Backspace when it is empty
 * unchooses the last chosen option. The listbox takes `controlId`, the field's ARIA and the
 * focus ref, and is named by the field's legend (`<controlId>-label`).
 */
export function SearchableChoiceList(props: SearchableChoiceListProps) {
  const { t } = useMessages(fieldsEn);
  const { choices, isChosen, onToggle, onBlur, focusRef, inputAria } = props;
  const { id: listboxId, disabled: isDisabled } = inputAria;
  const search = useChoiceSearch(choices);
  const { visible, activeValue } = search;
  const listbox = useRef<HTMLDivElement | null>(null);
  const filter = useRef<HTMLInputElement | null>(null);
  const filterId = partId(listboxId, 'filter');
  const summaryId = partId(listboxId, 'chosen');
  const shownId = partId(listboxId, 'shown');
  const optionId = (index: number) => partId(listboxId, `option-${index}`);
  const indexOf = (value: string) => choices.findIndex((choice) => choice.value === value);
  const chosen = choices.filter((choice) => isChosen(choice.value));

  useEffect(() => {
    if (activeValue === null) return;
    const index = choices.findIndex((choice) => choice.value === activeValue);
    listbox.current?.ownerDocument.getElementById(partId(listboxId, `option-${index}`))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeValue, choices, listboxId]);

  const toggle = (value: string) => onToggle(value, !isChosen(value));
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    if (search.moveActive(event.key)) {
      event.preventDefault();
    } else if (event.key === ' ') {
      event.preventDefault();
      if (activeValue !== null) toggle(activeValue);
    } else if (event.key === 'Escape' && search.query !== '') {
      event.preventDefault();
      search.setQuery('');
    } else if (isPrintable(event)) {
      event.preventDefault();
      search.setQuery(`${search.query}${event.key}`);
      filter.current?.focus();
    }
  };
  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      // Enter here means "take me to the results", never "submit the whole form".
      event.preventDefault();
      search.setActiveValue(visible[0]?.value ?? null);
      listbox.current?.focus();
    } else if (event.key === 'Escape' && search.query !== '') {
      event.preventDefault();
      search.setQuery('');
    } else if (event.key === 'Backspace' && search.query === '' && chosen.length > 0) {
      onToggle((chosen[chosen.length - 1] as SearchableChoice).value, false);
    }
  };
  const onWidgetBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };

  return (
    <div {...part('task-field-search')} data-invalid={inputAria['aria-invalid']} onBlur={onWidgetBlur}>
      <p {...part('task-field-search-summary')} id={summaryId}>
        {t('fields.search.chosen', { count: chosen.length, total: choices.length })}
      </p>
      {chosen.length > 0 && (
        <ul {...part('task-field-search-chips')} aria-label={t('fields.search.chosenList')}>
          {chosen.map((choice) => (
            <li {...part('task-field-search-chip')} key={choice.value}>
              {choice.label}
              {/* Not a tab stop: from the keyboard, Space in the list (or Backspace in the filter) unchooses. */}
              <button
                type="button"
                tabIndex={-1}
                disabled={isDisabled}
                aria-label={t('fields.list.remove', { item: choice.label })}
                onClick={() => onToggle(choice.value, false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label {...part('task-field-search-label')} htmlFor={filterId}>
        {t('fields.search.filterLabel')}
      </label>
      <input
        {...part('task-field-input')}
        ref={filter}
        id={filterId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_CHOICE_QUERY_LENGTH}
        disabled={isDisabled}
        aria-controls={listboxId}
        aria-describedby={shownId}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        onKeyDown={onFilterKeyDown}
      />
      <p {...part('task-field-search-shown')} id={shownId} role="status">
        {t('fields.search.shown', { shown: visible.length, total: choices.length })}
      </p>
      <div
        {...part('task-field-search-list')}
        ref={(element) => {
          listbox.current = element;
          focusRef(element);
        }}
        id={listboxId}
        role="listbox"
        tabIndex={isDisabled ? -1 : 0}
        aria-multiselectable="true"
        aria-labelledby={fieldIdsOf(listboxId).labelId}
        aria-describedby={joinIds(summaryId, inputAria['aria-describedby'])}
        aria-invalid={inputAria['aria-invalid']}
        aria-required={inputAria['aria-required']}
        aria-disabled={isDisabled}
        aria-activedescendant={activeValue === null ? undefined : optionId(indexOf(activeValue))}
        onKeyDown={onListKeyDown}
        onFocus={() => search.activateDefault(isChosen)}
      >
        {visible.map((choice) => {
          const isSelected = isChosen(choice.value);
          return (
            // The listbox owns the keyboard (aria-activedescendant); an option is clicked, never focused.
            // eslint-disable-next-line jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events
            <div
              {...part('task-field-search-option')}
              key={choice.value}
              id={optionId(indexOf(choice.value))}
              role="option"
              aria-selected={isSelected}
              data-active={choice.value === activeValue || undefined}
              onClick={() => {
                if (isDisabled) return;
                search.setActiveValue(choice.value);
                toggle(choice.value);
              }}
            >
              {choice.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
