import { moneyErrorGuide } from '../../core/checkout/index.js';
import type { Account } from '../../core/schemas/index.js';
import { useArchiveAccount } from '../../hooks/index.js';
import { Button } from '../primitives/Button/index.js';
import { ConfirmDialog, ConfirmedNotice } from '../primitives/ConfirmDialog/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/index.js';
import { accountName } from './accountText.js';
import { part } from '../part.js';

/** Props for {@link ArchiveAccount}. */
export interface ArchiveAccountProps {
  /** The account to archive; nothing is offered for one already archived. */
  account: Account;
  /**
   * Called with the archived account once the archive succeeded and the accounts were read again.
   * @default undefined
   */
  onArchived?: (account: Account | undefined) => void;
}

/** Whether trying the archive again can help: later (`retry_later`) or once the transfers end (`wait_for_transfers`). */
function isRetryable(error: unknown): boolean {
  const { nextStep } = moneyErrorGuide(error);
  return nextStep === 'wait_for_transfers' || nextStep === 'retry_later';
}

/**
 * Archive for an account (accounts are never deleted), behind a confirmation dialog. A refusal is
 * explained with its next step, e.g. `account_has_active_transfers`: wait until the transfers
 * that use the account end, then try again. Once archived it says so, and the list it came
 * from shows the account as archived.
 */
export function ArchiveAccount({ account, onArchived }: ArchiveAccountProps) {
  const { t } = useMessages(accountsEn);
  const archive = useArchiveAccount({ onSuccess: (archived) => onArchived?.(archived) });
  const name = accountName(t, account);

  if (archive.status === 'success')
    return <ConfirmedNotice part="account-archive-done">{t('accounts.archive.done', { name })}</ConfirmedNotice>;
  if (account.status === 'archived') return null;

  return (
    <div {...part('account-archive')}>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" isPending={archive.isPending} pendingLabel={t('accounts.archive.pending')}>
            {t('accounts.archive')}
          </Button>
        }
        title={t('accounts.archive.title', { name })}
        description={t('accounts.archive.description')}
        cancelLabel={t('accounts.archive.keep')}
        confirmLabel={t('accounts.archive.confirm')}
        onConfirm={() => archive.mutate(account.id)}
      />
      {archive.error && (
        <MoneyErrorNotice
          error={archive.error}
          onAction={isRetryable(archive.error) ? () => archive.mutate(account.id) : undefined}
          actionFor={{ wait_for_transfers: t('accounts.archive.retry') }}
        />
      )}
    </div>
  );
}
