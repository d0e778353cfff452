import type { PaykitError } from '../../core/client/index.js';
import type { TaskPreviewItem } from '../../core/schemas/index.js';
import { useTasksPreview } from '../../hooks/index.js';
import { Button } from '../primitives/Button/index.js';
import { Heading, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import type { CapabilityChoice } from '../../core/onboarding/index.js';
import { isEmptySummary, summarisePreview, type PreviewSession } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** Props for {@link PreviewStep}. */
export interface PreviewStepProps {
  choices: readonly CapabilityChoice[];
  /** The person-facing name of each chosen capability, by id. */
  names: Readonly<Record<string, string>>;
  /** The level of the group headings. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  onBack: () => void;
  onRequest: () => void;
}

type Collected =
  | { status: 'pending' }
  | { status: 'error'; capabilityId: string; error: PaykitError; retry: () => void; isRetrying: boolean }
  | { status: 'success'; items: TaskPreviewItem[] };

function merge(previous: Collected, next: ReturnType<typeof useTasksPreview>, capabilityId: string): Collected {
  if (previous.status === 'error') return previous;
  if (next.status === 'error')
    return { status: 'error', capabilityId, error: next.error, retry: () => void next.refetch(), isRetrying: next.isFetching };
  if (previous.status === 'pending' || next.status === 'pending') return { status: 'pending' };
  return { status: 'success', items: [...previous.items, ...next.data] };
}

/**
 * Reads the preview of `choices[index]`, then renders the next one with what was collected: one
 * component per capability keeps `useTasksPreview` a plain hook call while every preview loads at
 * once.
 */
function CollectPreviews({ index, collected, ...props }: PreviewStepProps & { index: number; collected: Collected }) {
  const choice = props.choices[index];
  if (!choice) return <PreviewSummaryView collected={collected} {...props} />;
  return <CollectPreview choice={choice} index={index} collected={collected} {...props} />;
}

function CollectPreview({
  choice,
  index,
  collected,
  ...props
}: PreviewStepProps & { index: number; collected: Collected; choice: CapabilityChoice }) {
  const preview = useTasksPreview(choice.capabilityId, choice.institutionId ? [choice.institutionId] : undefined);
  return <CollectPreviews index={index + 1} collected={merge(collected, preview, choice.capabilityId)} {...props} />;
}

function SessionItem({ session, kind }: { session: PreviewSession; kind: 'identity' | 'terms' }) {
  const { t } = useMessages(onboardingEn);
  if (kind === 'terms') return <li>{t('onboarding.preview.termsItem')}</li>;
  return <li>{t(session.type === 'document_and_selfie' ? 'onboarding.preview.identitySelfie' : 'onboarding.preview.identityOther')}</li>;
}

function PreviewSummaryView({ collected, choices, names, headingLevel, onBack, onRequest }: PreviewStepProps & { collected: Collected }) {
  const { t, i18n } = useMessages(onboardingEn);
  const level = useHeadingLevel(headingLevel);
  const actions = (
    <div {...part('onboarding-actions')}>
      <Button onClick={onRequest}>{t('onboarding.preview.request', { count: choices.length })}</Button>
      <Button variant="secondary" onClick={onBack}>
        {t('onboarding.preview.back')}
      </Button>
    </div>
  );
  if (collected.status === 'pending') {
    return (
      <>
        <SkeletonGroup label={t('onboarding.preview.loading')}>
          <Skeleton variant="block" />
        </SkeletonGroup>
        {actions}
      </>
    );
  }
  if (collected.status === 'error') {
    return (
      <>
        <ErrorCallout
          title={t('onboarding.preview.error', { name: names[collected.capabilityId] ?? collected.capabilityId })}
          error={collected.error}
          onRetry={collected.retry}
          isRetrying={collected.isRetrying}
        />
        {actions}
      </>
    );
  }
  const summary = summarisePreview(collected.items);
  return (
    <div {...part('onboarding-preview')}>
      <p>
        {t('onboarding.preview.intro', {
          methods: i18n.formatList(choices.map((choice) => names[choice.capabilityId] ?? choice.capabilityId)),
        })}
      </p>
      {isEmptySummary(summary) && <p>{t('onboarding.preview.nothing')}</p>}
      {summary.identity.length > 0 && (
        <section {...part('onboarding-preview-group')}>
          <Heading level={level}>{t('onboarding.preview.identity')}</Heading>
          <ul>
            {summary.identity.map((session) => (
              <SessionItem key={`${session.type}:${session.key}`} session={session} kind="identity" />
            ))}
          </ul>
        </section>
      )}
      {summary.terms.length > 0 && (
        <section {...part('onboarding-preview-group')}>
          <Heading level={level}>{t('onboarding.preview.terms')}</Heading>
          <ul>
            {summary.terms.map((session) => (
              <SessionItem key={`${session.type}:${session.key}`} session={session} kind="terms" />
            ))}
          </ul>
        </section>
      )}
      {summary.documents.length > 0 && (
        <section {...part('onboarding-preview-group')}>
          <Heading level={level}>{t('onboarding.preview.documents')}</Heading>
          <ul>
            {summary.documents.map((document) =>
              document.kind === 'one' ? (
                <li key={document.ask.key}>{document.ask.prompt}</li>
              ) : (
                <li key={document.groupKey}>
                  {t('onboarding.preview.oneOf')}
                  <ul>
                    {document.asks.map((ask) => (
                      <li key={ask.key}>{ask.prompt}</li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
      {summary.questions.length > 0 && (
        <section {...part('onboarding-preview-group')}>
          <Heading level={level}>{t('onboarding.preview.questions')}</Heading>
          <ul>
            {summary.questions.map((ask) => (
              <li key={ask.key}>{ask.prompt}</li>
            ))}
          </ul>
        </section>
      )}
      {actions}
    </div>
  );
}

/**
 * "Before you start": what the chosen capabilities will ask, read with `useTasksPreview` for each
 * (with the institution chosen), each ask once, grouped as identity verification, terms,
 * documents (a group of alternatives as "one of these") and questions.
 */
export function PreviewStep(props: PreviewStepProps) {
  return <CollectPreviews index={0} collected={{ status: 'success', items: [] }} {...props} />;
}
