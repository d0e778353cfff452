import type { LegacyRailRow } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import { railStatusEn } from '../messages/areas/railStatus.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { part } from '../part.js';
import { Badge } from '../primitives/Badge/index.js';
import { knownReasonText } from '../text/index.js';
import { documentTypeText, railName, railStatusText } from './railText.js';

/** Props for {@link RailItem}. */
export interface RailItemProps {
  /** The v1 rail row. */
  rail: LegacyRailRow;
}

/** One rail: its name, its status in words beside its tone, why (a reason the kit words), and the documents asked for. */
export function RailItem({ rail }: RailItemProps) {
  const { t } = useMessages(railStatusEn, capabilitiesEn, reasonsEn, documentsEn);
  const status = railStatusText(t, rail.status);
  const reason = rail.reason ? knownReasonText(t, rail.reason) : undefined;
  return (
    <div data-state={rail.status} {...part('rail-status-item')}>
      <p {...part('rail-status-name')}>{railName(t, rail.rail)}</p>
      <Badge tone={status.tone} {...part('rail-status-badge')}>
        {status.label}
      </Badge>
      {reason && <p {...part('rail-status-reason')}>{reason}</p>}
      {rail.requiredDocuments.length > 0 && (
        <div {...part('rail-status-documents')}>
          <p {...part('rail-status-documents-title')}>{t('railStatus.documents')}</p>
          <ul {...part('rail-status-documents-list')}>
            {rail.requiredDocuments.map((type, index) => (
              <li key={`${type}-${index}`}>{documentTypeText(t, type)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
