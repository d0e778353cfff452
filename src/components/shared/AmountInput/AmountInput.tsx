import type { ComponentPropsWithRef } from 'react';
import { amountFieldValue, formatAmountText } from '../../../core/money/index.js';
import { useMessages } from '../../messages/index.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';
import { useTypedText } from '../useTypedText.js';

/** Props for {@link AmountInput}: any `<input>` attribute but its value and type, plus the ones below. */
export interface AmountInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The amount in the API's grammar (`'1234.50'`), `''` for none, or text that is no amount as typed. */
  value: string;
  /** Called on every keystroke with what the field keeps (`amountFieldValue` in the provider's locale). */
  onValueChange: (amount: string) => void;
}

/**
 * The kit's one amount input, for every amount field (task-form money, the checkout's amount): a
 * text input with a decimal keyboard that reads what is typed in the provider's locale (`1 234,50`
 * in French, `1.234,50` in German) into the API's grammar on every keystroke, so the field is
 * checked on what will be sent while the person types. It shows what they typed until it loses
 * focus, then the amount written in their locale: the value and its error never change on blur.
 */
export const AmountInput = forwardRefAsProp(function AmountInput({ value, onValueChange, onBlur, ...props }: AmountInputProps) {
  const { locale } = useMessages().i18n;
  const typed = useTypedText(
    (text) => amountFieldValue(text, locale),
    (amount) => formatAmountText(amount, locale),
  );
  return (
    <input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      type="text"
      value={typed.shown('amount', value)}
      onChange={(event) => onValueChange(typed.change('amount', event.target.value))}
      onBlur={(event) => {
        typed.settle('amount');
        onBlur?.(event);
      }}
    />
  );
});
