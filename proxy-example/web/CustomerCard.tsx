import { useId } from 'react';
import { Button, Card, CardContent, CardFooter, CardHeader, CopyableValue, Skeleton, SkeletonGroup } from 'paykit/components';
import { useCustomer } from 'paykit';
import { FocusOnMountHeading } from './FocusOnMountHeading.js';
import { customerName, customerTypeLabel } from './presentation.js';
import { QueryErrorCallout } from './QueryErrorCallout.js';

/** Props of {@link CustomerCard}. */
export interface CustomerCardProps {
  /** Focus the heading when the card appears (right after signing in). */
  focusOnMount: boolean;
  /** Whether a sign-out is running. */
  isSigningOut: boolean;
  onSignOut: () => void;
}

/** The signed-in customer, read through the proxy with `useCustomer()`, and the sign-out. */
export function CustomerCard({ focusOnMount, isSigningOut, onSignOut }: CustomerCardProps) {
  const titleId = useId();
  const { status, data: customer, error, refetch } = useCustomer();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <FocusOnMountHeading level={2} id={titleId} focusOnMount={focusOnMount}>
          Your account
        </FocusOnMountHeading>
        <p className="demo-muted">The customer this session may see, as the proxy reads it from the payments API.</p>
      </CardHeader>
      <CardContent>
        {status === 'pending' && (
          <SkeletonGroup label="Loading your account">
            <Skeleton className="demo-skeleton-line" />
            <Skeleton className="demo-skeleton-line" />
          </SkeletonGroup>
        )}
        {status === 'error' && <QueryErrorCallout what="your account" error={error} onRetry={() => void refetch()} />}
        {status === 'success' && (
          <dl className="demo-facts">
            <div>
              <dt>Name</dt>
              <dd>{customerName(customer)}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{customerTypeLabel(customer.type)}</dd>
            </div>
            <div>
              <dt>Customer ID</dt>
              <dd>
                <CopyableValue value={customer.id} label="customer ID" />
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="secondary" isPending={isSigningOut} pendingLabel="Signing out…" onClick={onSignOut}>
          Sign out
        </Button>
      </CardFooter>
    </Card>
  );
}
