import { CustomerProfile } from 'paykit/components';

/**
 * "Your details": the signed-in customer's own details after onboarding, to read and correct
 * (the kit's `<CustomerProfile>`, a section named by its own heading; values a reviewer holds stay
 * read-only, with the reason).
 */
export function ProfileSection() {
  return <CustomerProfile headingLevel={2} id="demo-profile" />;
}
