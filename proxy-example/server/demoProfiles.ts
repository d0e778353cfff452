/**
 * The people and businesses a demo sign-in creates: plausible, clearly fictitious (example.com
 * addresses, 555 phone numbers), and valid under the API's field rules.
 */

/** The customer types a visitor can sign in as. */
export type DemoCustomerType = 'individual' | 'business';

/** The body of `POST /v3/customers` for a demo customer. */
export type DemoCustomerBody =
  | { type: 'individual'; externalId: string; individual: Record<string, unknown> }
  | { type: 'business'; externalId: string; business: Record<string, unknown> };

const people = [
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    streetLine1: '350 Fifth Avenue',
    birthDate: '1985-12-10',
  },
  {
    firstName: 'Katherine',
    lastName: 'Johnson',
    city: 'Hampton',
    state: 'VA',
    postalCode: '23666',
    streetLine1: '12 Mercury Boulevard',
    birthDate: '1990-08-26',
  },
  {
    firstName: 'Alan',
    lastName: 'Turing',
    city: 'Boston',
    state: 'MA',
    postalCode: '02108',
    streetLine1: '24 Beacon Street',
    birthDate: '1982-06-23',
  },
] as const;

const businesses = [
  {
    legalName: 'Analytical Engines LLC',
    doingBusinessAs: 'Analytical Engines',
    slug: 'analytical-engines',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    streetLine1: '1 Market Street',
  },
  {
    legalName: 'Difference Logistics Inc.',
    doingBusinessAs: 'Difference Logistics',
    slug: 'difference-logistics',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60601',
    streetLine1: '200 East Randolph Street',
  },
] as const;

/**
 * A fresh customer body of the given type. `pick` chooses the sample (random by default) and
 * `reference` becomes the `externalId`, as a merchant would store its own user id there.
 */
export function demoCustomerBody(
  type: DemoCustomerType,
  reference: string,
  pick: (count: number) => number = (count) => Math.floor(Math.random() * count),
): DemoCustomerBody {
  const externalId = `paykit-demo-${reference}`;
  if (type === 'individual') {
    const person = people[pick(people.length)] ?? people[0];
    return {
      type,
      externalId,
      individual: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.firstName}.${person.lastName}@example.com`.toLowerCase(),
        phone: '+12125550147',
        birthDate: person.birthDate,
        residenceCountry: 'US',
        nationalities: ['US'],
        residentialAddress: {
          streetLine1: person.streetLine1,
          city: person.city,
          state: person.state,
          postalCode: person.postalCode,
          country: 'US',
        },
      },
    };
  }
  const business = businesses[pick(businesses.length)] ?? businesses[0];
  return {
    type,
    externalId,
    business: {
      legalName: business.legalName,
      doingBusinessAs: business.doingBusinessAs,
      registrationNumber: '7712-3391',
      incorporationCountry: 'US',
      incorporationDate: '2019-03-14',
      entityType: 'llc',
      email: `finance@${business.slug}.example.com`,
      website: `https://${business.slug}.example.com`,
      registeredAddress: {
        streetLine1: business.streetLine1,
        city: business.city,
        state: business.state,
        postalCode: business.postalCode,
        country: 'US',
      },
    },
  };
}
