import type { Account } from '../../core/schemas/index.js';
import { useAccounts } from '../../hooks/money/useAccounts.js';
import { ErrorCallout, humanize } from '../text/index.js';
import { useMessages } from '../messages/index.js';
import { documentsEn } from '../messages/areas/documents.en.js';
import type { TaskFieldControlProps } from '../TaskFields/index.js';
import { referenceAttributes, referenceValue } from './referenceAttributes.js';
import { part } from '../part.js';

/** An account as a person recognises it: its label, else its kind and currency. */
function accountName(account: Account): string {
  if (account.label) return account.label;
  const kind = humanize(`${account.origin}_${account.type}`);
  const detail = account.method ? account.method.toUpperCase() : account.currency;
  return detail ? `${kind} ${detail}` : kind;
}

/** A `resource_reference` to one of the customer's accounts: a select of the accounts not archived. */
export function AccountReference(props: TaskFieldControlProps) {
  const { focusRef, value: rawValue } = props;
  const { t } = useMessages(documentsEn);
  // Archived ones too, so an answer that names one still shows it.
  const accounts = useAccounts({ includeArchived: true });
  const value = referenceValue(rawValue);
  const choices = (accounts.data ?? []).filter((account) => account.status !== 'archived' || account.id === value);
  return (
    <div {...part('resource-reference')} data-type="account">
      <select {...referenceAttributes(props)} ref={focusRef} value={value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('documents.reference.account')}</option>
        {choices.map((account) => (
          <option key={account.id} value={account.id}>
            {t('documents.reference.accountOption', { name: accountName(account), status: humanize(account.status) })}
          </option>
        ))}
      </select>
      {accounts.isSuccess && choices.length === 0 && <p {...part('resource-reference-empty')}>{t('documents.reference.noAccounts')}</p>}
      {accounts.isError && (
        <ErrorCallout
          title={t('documents.reference.loadFailed')}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
          isRetrying={accounts.isFetching}
        />
      )}
    </div>
  );
}
