import { humanize } from 'paykit/components';
import type { Customer } from 'paykit';

/** The name a person knows the customer by: the person's name or the business's trading name. */
export function customerName(customer: Customer): string {
  const person = [customer.individual?.firstName, customer.individual?.lastName].filter(Boolean).join(' ');
  if (person) return person;
  const business = customer.business?.doingBusinessAs ?? customer.business?.legalName;
  return business ?? 'New customer';
}

/** "Individual", "Business", or the type's own words. */
export function customerTypeLabel(type: string): string {
  return type === 'individual' ? 'Individual' : type === 'business' ? 'Business' : humanize(type);
}
