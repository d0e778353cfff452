import { useId } from 'react';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton, SkeletonGroup } from '../../src/components/index.js';
import { useCapabilities } from '../../src/hooks/useCapabilities.js';
import { capabilityLabel, directionsLabel, statusLabel, statusTone } from './presentation.js';
import { QueryErrorCallout } from './QueryErrorCallout.js';

/**
 * The customer's capabilities, read with `useCapabilities()`: each one's name, a status badge,
 * and the status reason's message when the API gives one. Webhook hints refresh the list.
 */
export function CapabilitiesCard() {
  const titleId = useId();
  const { status, data: capabilities, error, refetch } = useCapabilities();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle level={2} id={titleId}>
          Payment capabilities
        </CardTitle>
        <p className="demo-muted">What this customer can do now, and why not yet where it cannot.</p>
      </CardHeader>
      <CardContent>
        {status === 'pending' && (
          <SkeletonGroup label="Loading capabilities">
            <Skeleton className="demo-skeleton-line" />
            <Skeleton className="demo-skeleton-line" />
          </SkeletonGroup>
        )}
        {status === 'error' && <QueryErrorCallout what="the capabilities" error={error} onRetry={() => void refetch()} />}
        {status === 'success' && capabilities.length === 0 && <p>No capabilities yet.</p>}
        {status === 'success' && capabilities.length > 0 && (
          <ul className="demo-capabilities" aria-labelledby={titleId}>
            {capabilities.map((capability) => {
              const directions = directionsLabel(capability.directions);
              return (
                <li key={capability.id} className="demo-capability" data-capability-id={capability.id}>
                  <div className="demo-capability-head">
                    <span className="demo-capability-name">{capabilityLabel(capability)}</span>
                    <Badge tone={statusTone(capability.status)} data-state={capability.status}>
                      {statusLabel(capability.status)}
                    </Badge>
                  </div>
                  {capability.statusReason?.message && <p className="demo-capability-reason">{capability.statusReason.message}</p>}
                  {directions && <p className="demo-muted">{directions}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
