import { useId } from 'react';
import { asksForRelatedParties } from '../../core/onboarding/index.js';
import type { Task } from '../../core/schemas/index.js';
import { useCustomer } from '../../hooks/index.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { RelatedPartiesManager } from '../RelatedParties/index.js';
import { part } from '../part.js';

/** Props for {@link PeopleSection}. */
export interface PeopleSectionProps {
  tasks: readonly Task[];
  /** @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
}

/**
 * "People in your business": the related parties manager, for a business whose tasks ask or have
 * asked about its people (`asksForRelatedParties`), in every round: before the intake is handed
 * in, while it is in review, when a reviewer sends it back, and after. Nothing for anyone else.
 */
export function PeopleSection({ tasks, headingLevel }: PeopleSectionProps) {
  const { t } = useMessages(onboardingEn);
  const { data: customer } = useCustomer();
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  if (customer?.type !== 'business' || !asksForRelatedParties(tasks)) return null;
  return (
    <section {...part('onboarding-people')} aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {t('onboarding.people.title')}
      </Heading>
      <p>{t('onboarding.people.intro')}</p>
      <HeadingLevelProvider level={level + 1}>
        <RelatedPartiesManager />
      </HeadingLevelProvider>
    </section>
  );
}
