import { Callout, NotificationBanner, Onboarding, Spinner, type NotificationBannerProps } from 'paykit/components';
import { PaykitProvider } from 'paykit';
import { legacyReadiness } from 'paykit/legacy';
import { CustomerCard } from './CustomerCard.js';
import { DemoRequestError } from './demoFetch.js';
import { DocumentsSection } from './DocumentsSection.js';
import { MoneySection } from './MoneySection.js';
import { PeopleSection } from './PeopleSection.js';
import { wasOnboardedOnV1 } from './onboardedOnV1.js';
import { RailsSection } from './RailsSection.js';
import { ProfileSection } from './ProfileSection.js';
import { SandboxPanel } from './SandboxPanel.js';
import { SupportContact } from './SupportContact.js';
import { SignInCard } from './SignInCard.js';
import { useDemoSession } from './useDemoSession.js';

/** Where each notification is done on this page: a held payment in the transfers, the rest in the onboarding. */
const notificationHref: NotificationBannerProps['hrefFor'] = (item) =>
  item.about.some((subject) => subject.type === 'transfer') ? '#demo-transfers' : '#demo-onboarding-title';

/**
 * The merchant page. Each session gets its own `PaykitProvider` (keyed by the customer), so a new
 * sign-in starts from an empty cache and a fresh event stream: nothing of one customer is ever
 * shown to the next.
 */
export function App() {
  const session = useDemoSession();
  const onV1 = session.status === 'signedIn' && wasOnboardedOnV1(session.customerId);
  const error = session.error
    ? { message: session.error.message, correlationId: session.error instanceof DemoRequestError ? session.error.correlationId : undefined }
    : null;

  return (
    // Live updates only while signed in: signed out, the proxy's event stream would answer 401.
    <PaykitProvider
      key={session.customerId ?? 'signed-out'}
      locale="en"
      theme="system"
      events={session.status === 'signedIn'}
      // A customer onboarded on v1: readiness also reads its v1 rails (a rail v3 does not list yet still counts).
      legacy={onV1 ? legacyReadiness : undefined}
    >
      <div className="demo-page">
        <header className="demo-header">
          <p className="demo-brand">Acme Pay</p>
          <p className="demo-muted">A merchant page built with paykit</p>
        </header>
        <main className="demo-main">
          <h1 className="demo-title">Payments</h1>
          {session.status === 'signedIn' && <NotificationBanner headingLevel={2} hrefFor={notificationHref} />}
          {session.status === 'loading' && <Spinner label="Checking your session" />}
          {session.status === 'signedOut' && (
            <SignInCard
              focusOnMount={session.hasChanged}
              pending={session.pending === 'signOut' ? null : session.pending}
              error={error}
              onSignIn={(type) => void session.signIn(type)}
            />
          )}
          {session.status === 'signedIn' && (
            <div className="demo-grid">
              {error && (
                <Callout tone="danger" title="Sign-out failed.">
                  <p>{error.message}</p>
                </Callout>
              )}
              <CustomerCard
                focusOnMount={session.hasChanged}
                isSigningOut={session.pending === 'signOut'}
                onSignOut={() => void session.signOut()}
              />
              {onV1 && <RailsSection />}
              <PeopleSection />
              <section aria-labelledby="demo-onboarding-title">
                <h2 id="demo-onboarding-title" className="demo-section-title">
                  Get ready to accept payments
                </h2>
                <Onboarding headingLevel={3} supportSlot={<SupportContact />} />
              </section>
              <ProfileSection />
              <DocumentsSection />
              <MoneySection />
              <SandboxPanel />
            </div>
          )}
        </main>
      </div>
    </PaykitProvider>
  );
}
