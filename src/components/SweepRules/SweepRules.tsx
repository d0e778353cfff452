import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { canHaveSweepRule } from '../../core/rules/index.js';
import { useAccounts, useRules, useSweepTargets, type UseRulesOptions } from '../../hooks/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { sweepRulesEn } from '../messages/areas/sweepRules.en.js';
import { part } from '../part.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';
import { ErrorCallout } from '../text/index.js';
import { CreateSweepRule } from './CreateSweepRule.js';
import { SweepRuleItem } from './SweepRuleItem.js';
import { sweepTargetName } from './sweepTargetName.js';

/** Props for {@link SweepRules}: any `<section>` attribute plus the ones below. */
export interface SweepRulesProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /** The issued wallet account (`acc_…`) whose sweeps to show and make. */
  accountId: string;
  /**
   * The level of its heading; the new-sweep heading is one below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * TanStack Query options of the rules read.
   * @default {}
   */
  queryOptions?: UseRulesOptions;
}

/**
 * The sweep rules of an issued wallet account: standing instructions that move what arrives on it
 * to another account of the customer or a payee's wallet, each sweep a transfer of that account.
 * Lists them (target, Active or Paused, Pause/Resume, Edit its target, Delete behind a confirmation) and makes a new
 * one with a picker that offers only the targets a sweep can legally reach (`sweepTargets`).
 * A skeleton while loading, an error with a retry (and `onLoadError`), a sentence when there is none.
 *
 * @example
 * <SweepRules accountId={wallet.id} />
 */
export const SweepRules = forwardRefAsProp(function SweepRules({
  accountId,
  headingLevel,
  queryOptions = {},
  onLoadError,
  ...props
}: SweepRulesProps) {
  const { t } = useMessages(sweepRulesEn, accountsEn);
  const id = useId();
  const level = useHeadingLevel(headingLevel);
  const rules = useRules(accountId, queryOptions);
  const accounts = useAccounts();
  const targets = useSweepTargets(accountId);
  const loadError = rules.error ?? targets.error;
  useLoadErrorCallback(loadError, onLoadError);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The deleted rule leaves with the button that had focus: keep focus on the outcome.
    if (deletedName !== null) deletedRef.current?.focus();
  }, [deletedName]);

  const root = (state: string, children: ReactNode) => (
    <section aria-labelledby={`${id}-title`} data-state={state} {...props} {...part('sweep-rules', props)}>
      <Heading level={level} id={`${id}-title`} {...part('sweep-rules-title')}>
        {t('sweepRules.title')}
      </Heading>
      <p {...part('sweep-rules-intro')}>{t('sweepRules.intro')}</p>
      <HeadingLevelProvider level={level + 1}>{children}</HeadingLevelProvider>
    </section>
  );

  if (rules.status === 'error' || targets.status === 'error') {
    const retry = () => {
      if (rules.status === 'error') void rules.refetch();
      targets.refetch();
    };
    return root(
      'error',
      <ErrorCallout
        title={t(rules.status === 'error' ? 'sweepRules.error' : 'sweepRules.targets.error')}
        error={loadError}
        onRetry={retry}
        isRetrying={rules.isFetching}
      />,
    );
  }
  if (rules.status === 'pending' || targets.status === 'pending') {
    return root(
      'loading',
      <SkeletonGroup label={t('sweepRules.loading')}>
        <Skeleton variant="block" />
      </SkeletonGroup>,
    );
  }
  const source = accounts.data?.find((account) => account.id === accountId);
  if (!source || !canHaveSweepRule(source))
    return root('unavailable', <p {...part('sweep-rules-unavailable')}>{t('sweepRules.notAllowed')}</p>);

  const deletedNotice = deletedName !== null && (
    <p ref={deletedRef} tabIndex={-1} role="status" {...part('sweep-rules-deleted')}>
      {t('sweepRules.deleted', { target: deletedName })}
    </p>
  );
  return root(
    rules.data.length === 0 ? 'empty' : 'ready',
    <>
      {deletedNotice}
      {rules.data.length === 0 ? (
        <p {...part('sweep-rules-empty')}>{t('sweepRules.empty')}</p>
      ) : (
        <ul aria-label={t('sweepRules.list')} {...part('sweep-rules-list')}>
          {rules.data.map((rule) => (
            <li key={rule.id}>
              <SweepRuleItem
                rule={rule}
                targetName={sweepTargetName(t, rule.target, targets.options)}
                options={targets.options}
                onDeleted={setDeletedName}
              />
            </li>
          ))}
        </ul>
      )}
      <CreateSweepRule accountId={accountId} options={targets.options} headingLevel={Math.min(level + 1, 6) as HeadingLevel} />
    </>,
  );
});
