import type { ComponentPropsWithRef } from 'react';
import type { CodeOption } from './codeOptions.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link CodeSelect}: any `<select>` attribute, the options and the chosen code. */
export interface CodeSelectProps extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'children'> {
  options: readonly CodeOption[];
  /** The chosen code; `''` for none. */
  value: string;
  onValueChange: (code: string) => void;
  /** The first, empty option ("Choose a country"). */
  emptyOptionLabel: string;
  /** How an option reads; by default its name. */
  formatOption?: (option: CodeOption) => string;
  /** Codes to leave out (already chosen elsewhere). */
  excluded?: ReadonlySet<string>;
}

/**
 * A native `<select>` of codes (countries, currencies), with an empty first option. A current
 * value that is not in the list (a code newer than the list) is kept as an extra option, so
 * reading a customer never loses it.
 */
export const CodeSelect = forwardRefAsProp(function CodeSelect({
  options,
  value,
  onValueChange,
  emptyOptionLabel,
  formatOption,
  excluded,
  ...props
}: CodeSelectProps) {
  const format = formatOption ?? ((option: CodeOption) => option.name);
  const isListed = value === '' || options.some((option) => option.code === value);
  return (
    <select {...props} {...part('task-field-select', props)} value={value} onChange={(event) => onValueChange(event.target.value)}>
      <option value="">{emptyOptionLabel}</option>
      {!isListed && <option value={value}>{value}</option>}
      {options.map((option) =>
        excluded?.has(option.code) && option.code !== value ? null : (
          <option key={option.code} value={option.code}>
            {format(option)}
          </option>
        ),
      )}
    </select>
  );
});
