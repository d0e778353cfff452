import { useId, useState, type FormEvent } from 'react';
import type { Capability, SupportedCapability } from '../../core/schemas/index.js';
import { useSupportedCapabilities } from '../../hooks/index.js';
import { showErrorsThenFocus, useFocusTargets } from '../../hooks/forms/focusTargets.js';
import { Button } from '../primitives/Button/index.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { FieldError } from '../primitives/FieldError/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { CapabilityOption, unavailableReason } from './CapabilityOption.js';
import { isRequestable, type CapabilityChoice } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** The focus target of the first checkbox (offer ids name the institution choices). */
const FIRST_CHOICE = ' first choice';

/** Props for {@link ChooseStep}. */
export interface ChooseStepProps {
  /** The customer's capabilities: those already requested are shown as such. */
  capabilities: readonly Capability[];
  /** What was chosen before (coming back to this step), else the ids to pre-select. */
  defaultChoices: readonly CapabilityChoice[];
  onContinue: (choices: CapabilityChoice[]) => void;
  /** Shown as a way out when the customer already holds capabilities. */
  onSeeStatus?: () => void;
}

function defaultInstitution(offer: SupportedCapability): string | null {
  return (
    offer.institutions.find((institution) => institution.isDefault)?.id ??
    (offer.institutions.length === 1 ? (offer.institutions[0]?.id ?? null) : null)
  );
}

/**
 * The first step: the supported listing as checkboxes, with availability, eligibility and
 * institutions. Continue checks that something is chosen and that every chosen method with
 * several banks has one, and says what is missing next to it.
 */
export function ChooseStep({ capabilities, defaultChoices, onContinue, onSeeStatus }: ChooseStepProps) {
  const { t } = useMessages(onboardingEn, capabilitiesEn, reasonsEn);
  const supported = useSupportedCapabilities();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(defaultChoices.map((choice) => choice.capabilityId)));
  const [institutions, setInstitutions] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(
      defaultChoices.filter((choice) => choice.institutionId).map((choice) => [choice.capabilityId, choice.institutionId as string]),
    ),
  );
  const [showErrors, setShowErrors] = useState(false);
  const focusTargets = useFocusTargets();
  const noneChosenId = useId();

  if (supported.status === 'pending') {
    return (
      <SkeletonGroup label={t('onboarding.choose.loading')}>
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  }
  if (supported.status === 'error') {
    return (
      <ErrorCallout
        title={t('onboarding.choose.error')}
        error={supported.error}
        onRetry={() => void supported.refetch()}
        isRetrying={supported.isFetching}
      />
    );
  }

  const held = new Map(capabilities.map((capability) => [capability.id, capability]));
  const selectable = supported.data.filter((offer) => isRequestable(held.get(offer.id)) && unavailableReason(t, offer) === null);
  const institutionOf = (offer: SupportedCapability) => institutions[offer.id] ?? defaultInstitution(offer);
  const choices = selectable.filter((offer) => chosen.has(offer.id));
  const missingInstitution = (offer: SupportedCapability) => offer.institutions.length > 1 && institutionOf(offer) === null;
  const noneChosen = choices.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (noneChosen || choices.some(missingInstitution)) {
      showErrorsThenFocus(
        focusTargets,
        () => setShowErrors(true),
        noneChosen ? [FIRST_CHOICE] : choices.filter(missingInstitution).map((offer) => offer.id),
      );
      return;
    }
    onContinue(choices.map((offer) => ({ capabilityId: offer.id, institutionId: institutionOf(offer) })));
  };

  const firstSelectableId = selectable[0]?.id;
  return (
    <form noValidate onSubmit={submit} {...part('onboarding-choose')}>
      <p>{t('onboarding.choose.intro')}</p>
      <fieldset {...part('onboarding-options')} aria-describedby={showErrors && noneChosen ? noneChosenId : undefined}>
        <legend>{t('onboarding.choose.legend')}</legend>
        <ul {...part('onboarding-option-list')}>
          {supported.data.map((offer) => {
            return (
              <CapabilityOption
                key={offer.id}
                offer={offer}
                held={held.get(offer.id)}
                isChosen={chosen.has(offer.id)}
                onChosenChange={(isChosen) => {
                  const next = new Set(chosen);
                  if (isChosen) next.add(offer.id);
                  else next.delete(offer.id);
                  setChosen(next);
                }}
                institutionId={institutionOf(offer)}
                onInstitutionChange={(institutionId) => setInstitutions({ ...institutions, [offer.id]: institutionId })}
                institutionError={
                  showErrors && missingInstitution(offer)
                    ? t('onboarding.choose.institutionRequired', { name: capabilityName(t, offer) })
                    : null
                }
                checkboxRef={offer.id === firstSelectableId ? focusTargets.ref(FIRST_CHOICE) : undefined}
                institutionRef={focusTargets.ref(offer.id)}
              />
            );
          })}
        </ul>
        <FieldError id={noneChosenId}>
          {showErrors && noneChosen && selectable.length > 0 ? t('onboarding.choose.noneChosen') : null}
        </FieldError>
      </fieldset>
      {selectable.length === 0 && <p>{t('onboarding.choose.nothingLeft')}</p>}
      <div {...part('onboarding-actions')}>
        {selectable.length > 0 && <Button type="submit">{t('onboarding.choose.continue')}</Button>}
        {onSeeStatus && (
          <Button variant="secondary" onClick={onSeeStatus}>
            {t('onboarding.choose.seeStatus')}
          </Button>
        )}
      </div>
    </form>
  );
}
