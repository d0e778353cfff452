import type { ComponentPropsWithRef } from 'react';
import type { Account } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { knownReasonText } from '../text/index.js';
import { accountNextStep } from './accountText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link AccountStatusReason}: any `<div>` attribute plus the ones below. */
export interface AccountStatusReasonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The account whose `statusReason` to explain; renders nothing when it has none. */
  account: Account;
  /**
   * Called with the account's `openTaskIds` when the person asks to see them; without it the
   * customer's next step shows no button.
   * @default undefined
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
}

/**
 * Why an account is where it is (the kit's words for a `statusReason.code` it knows; never the
 * API's `message`) and the next
 * step, chosen by who must act: the customer (their open tasks, with a way to them), the
 * developer, the provider, the network or the operator (nothing to do), and for an actor the
 * kit does not know, whether it clears up by itself (`retryable`) or needs support.
 */
export const AccountStatusReason = forwardRefAsProp(function AccountStatusReason({
  account,
  onOpenTasks,
  ...props
}: AccountStatusReasonProps) {
  const { t } = useMessages(accountsEn, reasonsEn);
  const reason = account.statusReason;
  if (!reason) return null;
  const step = accountNextStep(reason);
  // For a code the kit does not know, the next step (by actor, then retryable) is the neutral sentence.
  const reasonLine = knownReasonText(t, reason);
  const taskCount = account.openTaskIds.length;
  const stepText =
    step === 'customer' && taskCount > 0 ? t('accounts.nextStep.customerTasks', { count: taskCount }) : t(`accounts.nextStep.${step}`);
  return (
    <div data-state={step} {...props} {...part('account-status-reason', props)}>
      {reasonLine && <p {...part('account-status-reason-message')}>{reasonLine}</p>}
      <p {...part('account-next-step')}>
        <strong>{t('accounts.nextStep')}</strong> {stepText}
      </p>
      {step === 'customer' && taskCount > 0 && onOpenTasks && (
        <Button variant="secondary" size="sm" onClick={() => onOpenTasks(account.openTaskIds)}>
          {t('accounts.nextStep.openTasks')}
        </Button>
      )}
    </div>
  );
});
