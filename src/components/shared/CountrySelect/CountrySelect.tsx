import { memo, type ComponentPropsWithRef } from 'react';
import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { CodeSelect } from './CodeSelect.js';
import { countryOptions } from './codeOptions.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link CountrySelect}: any `<select>` attribute plus the chosen code. */
export interface CountrySelectProps extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'children'> {
  /** The chosen ISO 3166-1 alpha-2 code; `''` for none. */
  value: string;
  /** Keep it stable (`useCallback`): the select skips re-rendering its ~250 options otherwise. */
  onValueChange: (code: string) => void;
}

/**
 * A country `<select>`, named and sorted in the person's language. Memoised: a form re-renders on
 * every keystroke, and rebuilding hundreds of options each time is what makes typing slow.
 */
export const CountrySelect = /* @__PURE__ */ memo(
  forwardRefAsProp(function CountrySelect(props: CountrySelectProps) {
    const { t, i18n } = useMessages(fieldsEn);
    return <CodeSelect {...props} options={countryOptions(i18n)} emptyOptionLabel={t('fields.country.prompt')} />;
  }),
);
