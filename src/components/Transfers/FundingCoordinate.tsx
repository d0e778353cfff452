import type { ReactNode } from 'react';
import { part } from '../part.js';

/** One row of a `funding-coordinates` list: what the value is, then the value (often a copy button). */
export function FundingCoordinate({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div {...part('funding-coordinate')}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
