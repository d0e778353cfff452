/**
 * The people, businesses and bank details the scenarios use: plausible, clearly fictitious, and
 * valid under the platform's rules (names, addresses, phone and email formats).
 */

/** A US home address. */
export const sampleUsAddress = { streetLine1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' };

/** The individual customer of the individual scenarios. */
export const sampleIndividual = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '+12125550147',
  residenceCountry: 'US',
};

/** The business customer of the business scenarios. */
export const sampleBusiness = {
  legalName: 'Analytical Engines LLC',
  doingBusinessAs: 'Analytical Engines',
  registrationNumber: '7712-3391',
  incorporationCountry: 'US',
  incorporationDate: '2019-03-14',
  entityType: 'llc',
  email: 'finance@analytical-engines.example.com',
  registeredAddress: { streetLine1: '1 Market Street', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
};

/** The related persons of the business: a director and owner, an officer, a primary contact. */
export const sampleRelatedPersons = [
  {
    roles: ['director', 'control_person'],
    title: 'Managing Director',
    person: { firstName: 'Charles', lastName: 'Babbage', residenceCountry: 'US', ownershipPercent: 60 },
  },
  {
    roles: ['officer', 'authorized_signer'],
    title: 'Chief Financial Officer',
    person: { firstName: 'Mary', lastName: 'Somerville', residenceCountry: 'US', ownershipPercent: 40 },
  },
  { roles: ['primary_contact'], title: null, person: { firstName: 'Augustus', lastName: 'De Morgan', residenceCountry: 'US' } },
];

/** The third-party payee of the payment scenarios. */
export const sampleRecipient = {
  type: 'individual',
  relationship: 'contractor',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@example.com',
  address: { streetLine1: '200 Park Avenue', city: 'New York', state: 'NY', postalCode: '10166', country: 'US' },
};

/** The payee's US bank account (a valid ABA routing number). */
export const sampleAchDetails = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'checking',
  bankName: 'JPMorgan Chase Bank',
  accountHolderName: 'Grace Hopper',
  country: 'US',
};
