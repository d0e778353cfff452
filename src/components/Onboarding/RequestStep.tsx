import { useEffect, useRef, useState } from 'react';
import { useEffectEvent } from 'use-effect-event';
import type { PaykitError } from '../../core/client/index.js';
import { useRequestCapability } from '../../hooks/index.js';
import { Button } from '../Button/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { onboardingEn, type OnboardingMessageId } from '../messages/areas/onboarding.en.js';
import { Spinner } from '../Spinner/index.js';
import { ErrorCallout, paykitErrorText } from '../text/index.js';
import type { CapabilityChoice } from './onboardingFlow.js';

/** Props for {@link RequestStep}. */
export interface RequestStepProps {
  choices: readonly CapabilityChoice[];
  names: Readonly<Record<string, string>>;
  /** Called once every request settled, with the ids that were requested. */
  onDone: (requestedIds: string[]) => void;
  onBack: () => void;
}

type RowStatus = 'pending' | 'success' | 'error';

/**
 * What went wrong, for a person, in their language: a bank to choose for
 * `capability_institutions_required`, else the kind of failure (the API's `detail` is for
 * developers, in English).
 */
export function requestErrorText(t: ComponentTranslate<OnboardingMessageId>, error: PaykitError, name: string): string {
  if (error.code === 'capability_institutions_required') return t('onboarding.request.institutionsRequired', { name });
  return paykitErrorText(t, error);
}

function RequestRow({ choice, name, onStatus }: { choice: CapabilityChoice; name: string; onStatus: (status: RowStatus) => void }) {
  const { t } = useMessages(onboardingEn);
  const request = useRequestCapability({
    onMutate: () => onStatus('pending'),
    onSuccess: () => onStatus('success'),
    onError: () => onStatus('error'),
  });
  const started = useRef(false);
  const send = () =>
    request.mutate({ capabilityId: choice.capabilityId, institutions: choice.institutionId ? [choice.institutionId] : undefined });
  const sendOnArrival = useEffectEvent(send);

  useEffect(() => {
    // The person asked for the request on the previous step: send it once, on arrival.
    if (started.current) return;
    started.current = true;
    sendOnArrival();
  }, []);

  const status: RowStatus = request.status === 'success' ? 'success' : request.status === 'error' ? 'error' : 'pending';
  if (status === 'error' && request.error) {
    return (
      <li data-slot="onboarding-request" className="paykit-onboarding-request" data-state="error">
        <ErrorCallout
          title={t('onboarding.request.failed', { name })}
          error={request.error}
          explanation={requestErrorText(t, request.error, name)}
          // Sent again unchanged, a request without a bank fails again: the way out is to change the choice.
          onRetry={request.error.code === 'capability_institutions_required' ? undefined : send}
        />
      </li>
    );
  }
  return (
    <li data-slot="onboarding-request" className="paykit-onboarding-request" data-state={status}>
      {status === 'pending' ? (
        <>
          <Spinner label={t('onboarding.request.pending', { name })} />{' '}
          <span aria-hidden="true">{t('onboarding.request.pending', { name })}</span>
        </>
      ) : (
        t('onboarding.request.done', { name })
      )}
    </li>
  );
}

/**
 * Requests each chosen capability (one `useRequestCapability` each, so each has its own intent,
 * idempotency key and error). Moves on by itself once all succeeded; when some failed, shows why
 * next to each with a retry, and lets the person go on with the others or change the choice.
 */
export function RequestStep({ choices, names, onDone, onBack }: RequestStepProps) {
  const { t } = useMessages(onboardingEn);
  const [statuses, setStatuses] = useState<Readonly<Record<string, RowStatus>>>({});
  const settled = choices.every((choice) => statuses[choice.capabilityId] === 'success' || statuses[choice.capabilityId] === 'error');
  const requested = choices.filter((choice) => statuses[choice.capabilityId] === 'success').map((choice) => choice.capabilityId);
  const allSucceeded = settled && requested.length === choices.length;
  const finish = useEffectEvent(() => onDone(requested));

  useEffect(() => {
    if (allSucceeded) finish();
  }, [allSucceeded]);

  return (
    <div data-slot="onboarding-request-step" className="paykit-onboarding-request-step">
      <ul data-slot="onboarding-request-list" className="paykit-onboarding-request-list">
        {choices.map((choice) => (
          <RequestRow
            key={choice.capabilityId}
            choice={choice}
            name={names[choice.capabilityId] ?? choice.capabilityId}
            onStatus={(status) =>
              setStatuses((previous) =>
                previous[choice.capabilityId] === status ? previous : { ...previous, [choice.capabilityId]: status },
              )
            }
          />
        ))}
      </ul>
      {settled && !allSucceeded && (
        <div data-slot="onboarding-actions" className="paykit-onboarding-actions">
          {requested.length > 0 && <Button onClick={() => onDone(requested)}>{t('onboarding.request.continue')}</Button>}
          <Button variant="secondary" onClick={onBack}>
            {t('onboarding.request.back')}
          </Button>
        </div>
      )}
    </div>
  );
}
