import type { PaykitError } from '../../core/client/index.js';
import { canRetryRequest, requestProgress, type CapabilityChoice, type CapabilityRequestState } from '../../core/onboarding/index.js';
import { Button } from '../primitives/Button/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { onboardingEn, type OnboardingMessageId } from '../messages/areas/onboarding.en.js';
import { Spinner } from '../primitives/Spinner/index.js';
import { ErrorCallout, paykitErrorText } from '../text/index.js';
import { part } from '../part.js';

/** Props for {@link RequestStep}. */
export interface RequestStepProps {
  choices: readonly CapabilityChoice[];
  /** Where each chosen capability's request stands, by id (`useOnboarding`'s `state.requests`). */
  requests: Readonly<Record<string, CapabilityRequestState>>;
  names: Readonly<Record<string, string>>;
  /** Sends a failed request again. */
  onRetry: (capabilityId: string) => void;
  /** Goes on with the requests that succeeded when others failed. */
  onContinue: () => void;
  onBack: () => void;
}

/**
 * What went wrong, for a person, in their language: a bank to choose for
 * `capability_institutions_required`, else the kind of failure (the API's `detail` is for
 * developers, in English).
 */
export function requestErrorText(t: ComponentTranslate<OnboardingMessageId>, error: PaykitError, name: string): string {
  if (error.code === 'capability_institutions_required') return t('onboarding.request.institutionsRequired', { name });
  return paykitErrorText(t, error);
}

function RequestRow({ name, request, onRetry }: { name: string; request: CapabilityRequestState; onRetry: () => void }) {
  const { t } = useMessages(onboardingEn);
  if (request.status === 'error') {
    return (
      <li {...part('onboarding-request')} data-state="error">
        <ErrorCallout
          title={t('onboarding.request.failed', { name })}
          error={request.error}
          explanation={requestErrorText(t, request.error, name)}
          onRetry={canRetryRequest(request.error) ? onRetry : undefined}
        />
      </li>
    );
  }
  return (
    <li {...part('onboarding-request')} data-state={request.status}>
      {request.status === 'pending' ? (
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

const PENDING: CapabilityRequestState = { status: 'pending' };

/**
 * Where the requests of the chosen capabilities stand (the onboarding observer sends them, each
 * with its own intent, idempotency key and error): the flow moves on by itself once all
 * succeeded; when some failed, this says why next to each with a retry, and lets the person go on
 * with the others or change the choice.
 */
export function RequestStep({ choices, requests, names, onRetry, onContinue, onBack }: RequestStepProps) {
  const { t } = useMessages(onboardingEn);
  const progress = requestProgress({ choices, requests });
  return (
    <div {...part('onboarding-request-step')}>
      <ul {...part('onboarding-request-list')}>
        {choices.map((choice) => (
          <RequestRow
            key={choice.capabilityId}
            name={names[choice.capabilityId] ?? choice.capabilityId}
            request={requests[choice.capabilityId] ?? PENDING}
            onRetry={() => onRetry(choice.capabilityId)}
          />
        ))}
      </ul>
      {progress.isSettled && !progress.allSucceeded && (
        <div {...part('onboarding-actions')}>
          {progress.canContinue && <Button onClick={onContinue}>{t('onboarding.request.continue')}</Button>}
          <Button variant="secondary" onClick={onBack}>
            {t('onboarding.request.back')}
          </Button>
        </div>
      )}
    </div>
  );
}
