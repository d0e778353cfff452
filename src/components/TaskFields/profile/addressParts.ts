import type { HTMLInputAutoCompleteAttribute } from 'react';

/** The parts of a postal address, in the order a form asks for them, as the address schema names them. */
export const ADDRESS_PARTS = ['streetLine1', 'streetLine2', 'city', 'state', 'postalCode', 'country'] as const;

/** One part of a postal address. */
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The browser's autocomplete token of each address part. */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<AddressPart, HTMLInputAutoCompleteAttribute>> = {
  streetLine1: 'address-line1',
  streetLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};
