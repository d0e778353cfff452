import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useLegacyCustomer, type UseLegacyCustomerOptions } from '../../hooks/legacy/useLegacyCustomer.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { railStatusEn } from '../messages/areas/railStatus.en.js';
import { part } from '../part.js';
import { Badge } from '../primitives/Badge/index.js';
import { Heading, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';
import { ErrorCallout } from '../text/index.js';
import { RailItem } from './RailItem.js';
import { verificationStatusText } from './railText.js';
import { VerifyIdentityButton } from './VerifyIdentityButton.js';

/** Verification statuses from which the person can still verify (a rejected one is for support). */
const VERIFIABLE: ReadonlySet<string> = new Set(['not_started', 'pending']);

/** Props for {@link RailStatus}: any `<section>` attribute plus the ones below. */
export interface RailStatusProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /**
   * The KYC provider of the embedded verification (`persona`, …): with it, a "Verify your identity"
   * button shows while the verification is not started or in progress.
   * @default undefined (no button)
   */
  verificationProvider?: string;
  /**
   * The level of its heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * TanStack Query options of the v1 customer read.
   * @default {}
   */
  queryOptions?: UseLegacyCustomerOptions;
}

/**
 * The rails of a customer onboarded on v1 and its identity verification: each rail named as its
 * capability, with its status in words beside its tone, why it was refused (a reason the kit words)
 * and the documents asked for; the verification status; and, given `verificationProvider`, a button
 * that opens the provider's secure page. A skeleton while loading, an error with a retry (and
 * `onLoadError`), a sentence when no rail was requested. The proxy must serve the legacy routes
 * (`createPaykitProxy({ legacy: true })`).
 *
 * @example
 * <RailStatus verificationProvider="persona" onLoadError={(error) => report(error)} />
 */
export const RailStatus = forwardRefAsProp(function RailStatus({
  verificationProvider,
  headingLevel,
  queryOptions = {},
  onLoadError,
  ...props
}: RailStatusProps) {
  const { t } = useMessages(railStatusEn, capabilitiesEn);
  const id = useId();
  const level = useHeadingLevel(headingLevel);
  const customer = useLegacyCustomer(queryOptions);
  useLoadErrorCallback(customer.error, onLoadError);

  const root = (state: string, children: ReactNode) => (
    <section
      aria-labelledby={`${id}-title`}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      {...props}
      {...part('rail-status', props)}
    >
      <Heading level={level} id={`${id}-title`} {...part('rail-status-title')}>
        {t('railStatus.title')}
      </Heading>
      {children}
    </section>
  );

  if (customer.status === 'error') {
    return root(
      'error',
      <ErrorCallout
        title={t('railStatus.error')}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        isRetrying={customer.isFetching}
      />,
    );
  }
  if (customer.status === 'pending') {
    return root(
      'loading',
      <SkeletonGroup label={t('railStatus.loading')}>
        <Skeleton />
        <Skeleton variant="block" />
      </SkeletonGroup>,
    );
  }
  const { verificationStatus, rails } = customer.data;
  const verification = verificationStatusText(t, verificationStatus);
  return root(
    rails.length === 0 ? 'empty' : 'ready',
    <>
      <div data-state={verificationStatus} {...part('rail-status-verification')}>
        <p {...part('rail-status-verification-label')}>{t('railStatus.verification')}</p>
        <Badge tone={verification.tone}>{verification.label}</Badge>
      </div>
      {verificationProvider !== undefined && VERIFIABLE.has(verificationStatus) && <VerifyIdentityButton provider={verificationProvider} />}
      {rails.length === 0 ? (
        <p {...part('rail-status-empty')}>{t('railStatus.empty')}</p>
      ) : (
        <ul aria-label={t('railStatus.list')} {...part('rail-status-list')}>
          {rails.map((rail) => (
            <li key={rail.id}>
              <RailItem rail={rail} />
            </li>
          ))}
        </ul>
      )}
    </>,
  );
});
