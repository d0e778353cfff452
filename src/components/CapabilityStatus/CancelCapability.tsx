import type { PaykitError } from '../../core/client/index.js';
import type { Capability } from '../../core/schemas/index.js';
import { useCancelCapability } from '../../hooks/index.js';
import { Button } from '../primitives/Button/index.js';
import { Callout } from '../primitives/Callout/index.js';
import { ConfirmDialog, ConfirmedNotice } from '../primitives/ConfirmDialog/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { ErrorCallout } from '../text/index.js';
import { blockingResourceText, capabilityName, isCancelable } from './capabilityText.js';
import { part } from '../part.js';

/** Props for {@link CancelCapability}. */
export interface CancelCapabilityProps {
  capability: Capability;
}

function CancelError({ error, name }: { error: PaykitError; name: string }) {
  const { t } = useMessages(capabilitiesEn);
  if (error.code === 'capability_not_cancelable' && error.blockingResources.length > 0) {
    return (
      <Callout tone="danger" title={t('capabilities.cancel.blocked', { name })}>
        <ul {...part('capability-blockers')}>
          {error.blockingResources.map((blocker) => (
            <li key={`${blocker.type}:${blocker.id}`}>{blockingResourceText(t, blocker)}</li>
          ))}
        </ul>
      </Callout>
    );
  }
  return (
    <ErrorCallout
      title={t('capabilities.cancel.failed', { name })}
      error={error}
      explanation={error.code === 'capability_not_cancelable' ? t('capabilities.cancel.notCancelable') : undefined}
    />
  );
}

/**
 * Cancel for a `pending` or `restricted` capability (never the auto-granted
 * `stablecoin_transfers`), behind a confirmation dialog. A refusal is shown in words: for
 * `capability_not_cancelable` the blocking resources and what to do with each ("Account acc_1:
 * archive it"). Renders nothing for a capability that cannot be canceled, except the outcome of
 * a cancel just made.
 */
export function CancelCapability({ capability }: CancelCapabilityProps) {
  const { t } = useMessages(capabilitiesEn);
  const cancel = useCancelCapability();
  const name = capabilityName(t, capability);

  if (cancel.status === 'success')
    return <ConfirmedNotice part="capability-cancel-done">{t('capabilities.cancel.done', { name })}</ConfirmedNotice>;
  if (!isCancelable(capability)) return null;

  return (
    <div {...part('capability-cancel')}>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" isPending={cancel.isPending} pendingLabel={t('capabilities.cancel.pending')}>
            {t('capabilities.cancel')}
          </Button>
        }
        title={t('capabilities.cancel.title', { name })}
        description={t('capabilities.cancel.description')}
        cancelLabel={t('capabilities.cancel.keep')}
        confirmLabel={t('capabilities.cancel.confirm')}
        onConfirm={() => cancel.mutate(capability.id)}
      />
      {cancel.error && <CancelError error={cancel.error} name={name} />}
    </div>
  );
}
