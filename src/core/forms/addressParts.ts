/** The parts of a postal address, in the order a form asks for them, as the address schema names them. */
export const ADDRESS_PARTS = ['streetLine1', 'streetLine2', 'city', 'state', 'postalCode', 'country'] as const;

/** One part of a postal address. */
export type AddressPart = (typeof ADDRESS_PARTS)[number];
