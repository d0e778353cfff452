import { Card, CardContent, CardHeader, CardTitle, RelatedPartiesManager } from 'paykit/components';
import { useCustomer } from 'paykit';

/**
 * "People in your business": the business's directors, owners and signers, listed, added, edited
 * and removed at any time (before, during and after onboarding) with `<RelatedPartiesManager>`.
 * Shown for a business session only: an individual has no related parties.
 */
export function PeopleSection() {
  const { data: customer } = useCustomer();
  if (customer?.type !== 'business') return null;
  return (
    <Card id="demo-people">
      <CardHeader>
        <CardTitle level={2}>People in your business</CardTitle>
        <p className="demo-muted">Keep the directors, owners and signers of the business up to date, whenever they change.</p>
      </CardHeader>
      <CardContent>
        <RelatedPartiesManager />
      </CardContent>
    </Card>
  );
}
