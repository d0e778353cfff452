import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { Capability } from '../../core/schemas/index.js';
import { useCancelCapability, usePaykitPortalContainer } from '../../hooks/index.js';
import { Button } from '../Button/index.js';
import { Callout } from '../Callout/index.js';
import { useMessages } from '../messages/index.js';
import { ErrorCallout } from '../text/index.js';
import { blockingResourceText, capabilityName, isCancelable } from './capabilityText.js';

/** Props for {@link CancelCapability}. */
export interface CancelCapabilityProps {
  capability: Capability;
}

function CancelError({ error, name }: { error: PaykitError; name: string }) {
  const { t } = useMessages();
  if (error.code === 'capability_not_cancelable' && error.blockingResources.length > 0) {
    return (
      <Callout tone="danger" title={t('capabilities.cancel.blocked', { name })}>
        <ul data-slot="capability-blockers">
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
  const { t } = useMessages();
  const container = usePaykitPortalContainer();
  const cancel = useCancelCapability();
  const [isOpen, setOpen] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const name = capabilityName(t, capability);
  const isDone = cancel.status === 'success';

  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);

  if (isDone) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" data-slot="capability-cancel-done">
        {t('capabilities.cancel.done', { name })}
      </p>
    );
  }
  if (!isCancelable(capability)) return null;

  return (
    <div data-slot="capability-cancel">
      <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <Button variant="secondary" size="sm" isPending={cancel.isPending} pendingLabel={t('capabilities.cancel.pending')}>
            {t('capabilities.cancel')}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal container={container}>
          <AlertDialog.Overlay data-slot="dialog-overlay" />
          <AlertDialog.Content data-slot="dialog" data-variant="confirm">
            <AlertDialog.Title data-slot="dialog-title">{t('capabilities.cancel.title', { name })}</AlertDialog.Title>
            <AlertDialog.Description data-slot="dialog-description">{t('capabilities.cancel.description')}</AlertDialog.Description>
            <div data-slot="dialog-actions">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">{t('capabilities.cancel.keep')}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={() => cancel.mutate(capability.id)}>
                  {t('capabilities.cancel.confirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {cancel.error && <CancelError error={cancel.error} name={name} />}
    </div>
  );
}
