import type { Account } from '../../core/schemas/index.js';
import { Badge, type BadgeProps } from '../primitives/Badge/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { accountStatusText } from './accountText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link AccountStatusBadge}: any `<span>` attribute but `tone`, plus `status`. */
export interface AccountStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The account's status; an unknown one shows neutral, its code in words. */
  status: Account['status'];
}

/**
 * An account's status as a badge: `ready` success, `provisioning` ("Being set up") and
 * `in_review` info, `action_required` and `suspended` warning, `rejected` danger, `archived`
 * neutral. The status is also `data-state`.
 */
export const AccountStatusBadge = forwardRefAsProp(function AccountStatusBadge({ status, ...props }: AccountStatusBadgeProps) {
  const { t } = useMessages(accountsEn);
  const { tone, label } = accountStatusText(t, status);
  return (
    <Badge data-state={status} tone={tone} {...props}>
      {label}
    </Badge>
  );
});
