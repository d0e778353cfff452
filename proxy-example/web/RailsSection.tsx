import { RailStatus } from 'paykit/components';

/**
 * "Your rails on v1", for a customer onboarded through the v1 interface: each rail's status, the
 * documents still asked for and the identity verification, as the merchant's v1 screens showed
 * them. The onboarding below shows the same customer on v3.
 */
export function RailsSection() {
  return (
    <section aria-labelledby="demo-rails-title">
      <h2 id="demo-rails-title" className="demo-section-title">
        Your rails on v1
      </h2>
      <RailStatus headingLevel={3} verificationProvider="persona" />
    </section>
  );
}
