import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { AddressPart } from '../../../core/forms/addressParts.js';

export { ADDRESS_PARTS, type AddressPart } from '../../../core/forms/addressParts.js';

/** The browser's autocomplete token of each address part. */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<AddressPart, HTMLInputAutoCompleteAttribute>> = {
  streetLine1: 'address-line1',
  streetLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};
