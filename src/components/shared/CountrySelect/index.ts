export { CodeSelect, type CodeSelectProps } from './CodeSelect.js';
export { countryOptions, currencyLabel, currencyOptions, type CodeOption } from './codeOptions.js';
export { CountrySelect, type CountrySelectProps } from './CountrySelect.js';
