import { useId } from 'react';
import { isDestinationMethod } from '../../core/payees/index.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { openEnumLabel } from '../text/index.js';
import { part } from '../part.js';

/** Props for {@link DestinationMethodChooser}. */
export interface DestinationMethodChooserProps {
  /** The methods to offer, in order; a method the kit has no form for is shown, not selectable. */
  methods: readonly string[];
  /** The chosen method; `''` for none yet. */
  value: string;
  onValueChange: (method: string) => void;
}

/**
 * The payout method of a new destination as radios, each with what it reaches and pays in. A
 * method newer than the kit is listed but disabled, with a sentence saying why.
 */
export function DestinationMethodChooser({ methods, value, onValueChange }: DestinationMethodChooserProps) {
  const { t } = useMessages(payeesEn);
  const name = useId();
  return (
    <fieldset {...part('destination-methods')}>
      <legend>{t('payees.method.legend')}</legend>
      {methods.map((method) => {
        const isKnown = isDestinationMethod(method);
        const hintId = `${name}-${method}-hint`;
        return (
          <div key={method} {...part('destination-method')} data-state={value === method ? 'checked' : 'unchecked'}>
            <label {...part('destination-method-label')}>
              <input
                type="radio"
                name={name}
                value={method}
                checked={value === method}
                disabled={!isKnown}
                aria-describedby={hintId}
                onChange={() => onValueChange(method)}
              />
              {openEnumLabel(t, 'payees.method.', method)}
            </label>
            <p id={hintId} {...part('destination-method-hint')}>
              {isKnown ? openEnumLabel(t, 'payees.methodHint.', method) : t('payees.methodUnavailable')}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
