import { useState } from 'react';

/** What {@link useTypedText} gives a control: the text to show of each part, and the moves of its inputs. */
export interface TypedText {
  /** The text to show in the part `key` whose value is `value`: as typed while it reads as `value`, else `value` formatted. */
  shown: (key: string, value: string) => string;
  /** The person typed `text` in the part `key`: returns the value to keep, `normalise(text)`. */
  change: (key: string, text: string) => string;
  /** The part `key` lost focus: it shows its value (the normalised text) from now on. */
  settle: (key: string) => void;
}

/**
 * The text as typed in the inputs of a controlled control whose value is normalised (an amount in
 * the API's grammar, a trimmed street line): the value is normalised on every keystroke, so the
 * field is checked on what will be sent while the person types, and its error is settled before
 * they reach for the next control; the input shows what they typed until it loses focus, then the
 * normalised text (formatted by `format`). Rewriting the text on blur thus changes no value and no error: nothing moves
 * under the pointer of a click that leaves the field.
 *
 * @param normalise What the text is kept as.
 * @param format How a value shows when it is not being typed (an amount in the person's locale). @default the value itself
 *
 * @example
 * const typed = useTypedText((text) => text.trim());
 * <input
 *   value={typed.shown('city', city)}
 *   onChange={(event) => onChange({ ...address, city: typed.change('city', event.target.value) })}
 *   onBlur={() => typed.settle('city')}
 * />
 */
export function useTypedText(normalise: (text: string) => string, format: (value: string) => string = (value) => value): TypedText {
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  return {
    shown: (key, value) => {
      const text = typed[key];
      return text !== undefined && normalise(text) === value ? text : format(value);
    },
    change: (key, text) => {
      setTyped((previous) => ({ ...previous, [key]: text }));
      return normalise(text);
    },
    settle: (key) =>
      setTyped((previous) => {
        if (!(key in previous)) return previous;
        const { [key]: _settled, ...rest } = previous;
        return rest;
      }),
  };
}
