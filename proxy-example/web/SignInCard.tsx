import { useId } from 'react';
import { Button, Callout, Card, CardContent, CardFooter, CardHeader } from 'paykit/components';
import { useMessages } from 'paykit';
import type { DemoCustomerType } from './demoSession.js';
import { FocusOnMountHeading } from './FocusOnMountHeading.js';

/** Props of {@link SignInCard}. */
export interface SignInCardProps {
  /** Focus the heading when the card appears (right after signing out). */
  focusOnMount: boolean;
  /** The sign-in running, if any. */
  pending: DemoCustomerType | null;
  /** The last failure's message and reference, if any. */
  error: { message: string; correlationId?: string } | null;
  onSignIn: (type: DemoCustomerType) => void;
}

/** The demo's stand-in for the merchant's sign-in: each press creates a fresh customer. */
export function SignInCard({ focusOnMount, pending, error, onSignIn }: SignInCardProps) {
  const titleId = useId();
  const { t } = useMessages();
  const signIn = (type: DemoCustomerType) => {
    // The kit's Button ignores presses while pending; this also keeps the other one from starting.
    if (pending === null) onSignIn(type);
  };
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <FocusOnMountHeading level={2} id={titleId} focusOnMount={focusOnMount}>
          Sign in
        </FocusOnMountHeading>
        <p className="demo-muted">
          Signing in creates a new customer in the sandbox and a session for it. The server keeps the API key; this page only talks to its
          own proxy.
        </p>
      </CardHeader>
      {error && (
        <CardContent>
          <Callout tone="danger" title="Sign-in failed.">
            <p>{error.message}</p>
            {error.correlationId && <p>{t('error.reference', { correlationId: error.correlationId })}</p>}
          </Callout>
        </CardContent>
      )}
      <CardFooter>
        <Button
          variant="secondary"
          isPending={pending === 'business'}
          pendingLabel="Creating a business customer…"
          onClick={() => signIn('business')}
        >
          Sign in as a business
        </Button>
        <Button
          variant="secondary"
          isPending={pending === 'migrated'}
          pendingLabel="Onboarding a customer through v1…"
          onClick={() => signIn('migrated')}
        >
          Sign in as a customer onboarded on v1
        </Button>
        <Button isPending={pending === 'individual'} pendingLabel="Creating an individual customer…" onClick={() => signIn('individual')}>
          Sign in as an individual
        </Button>
      </CardFooter>
    </Card>
  );
}
