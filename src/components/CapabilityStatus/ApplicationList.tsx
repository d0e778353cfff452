import type { Application } from '../../core/schemas/index.js';
import { Badge } from '../primitives/Badge/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { reasonText } from '../text/index.js';
import { applicationStatusText } from './capabilityText.js';
import { part } from '../part.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';

/** Props for {@link ApplicationList}. */
export interface ApplicationListProps {
  applications: readonly Application[];
  /**
   * The level of the list's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * A capability's applications: one per institution (the bank's name and BIC, or "No bank
 * needed" for a method without one), each with its status badge and reason. Nothing when empty.
 */
export function ApplicationList({ applications, headingLevel }: ApplicationListProps) {
  const { t } = useMessages(capabilitiesEn, reasonsEn);
  if (applications.length === 0) return null;
  return (
    <div {...part('capability-applications')}>
      <Heading level={headingLevel} {...part('capability-applications-title')}>
        {t('capabilities.applications')}
      </Heading>
      <ul {...part('capability-application-list')}>
        {applications.map((application) => {
          const { tone, label } = applicationStatusText(t, application.status);
          const institution = application.institution;
          const name = institution ? (institution.name ?? institution.id) : t('capabilities.application.noInstitution');
          return (
            <li key={application.id} {...part('capability-application')} data-state={application.status}>
              <span {...part('capability-application-institution')}>
                {institution?.bic ? t('capabilities.application.institution', { name, bic: institution.bic }) : name}
              </span>
              <Badge tone={tone} data-state={application.status}>
                {label}
              </Badge>
              {application.statusReason && <p {...part('capability-application-reason')}>{reasonText(t, application.statusReason)}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
