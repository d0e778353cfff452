import { useId } from 'react';
import type { Capability, SupportedCapability } from '../../core/schemas/index.js';
import { Badge } from '../primitives/Badge/index.js';
import { CapabilityStatusBadge, capabilityName } from '../CapabilityStatus/index.js';
import { FieldError } from '../primitives/FieldError/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { capabilitiesEn, type CapabilitiesMessageId } from '../messages/areas/capabilities.en.js';
import { onboardingEn, type OnboardingMessageId } from '../messages/areas/onboarding.en.js';
import { reasonsEn, type ReasonsMessageId } from '../messages/areas/reasons.en.js';
import { knownReasonText } from '../text/index.js';
import { isRequestable } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** Props for {@link CapabilityOption}. */
export interface CapabilityOptionProps {
  offer: SupportedCapability;
  /** The customer's capability of the same id, when they hold one. */
  held: Capability | undefined;
  isChosen: boolean;
  onChosenChange: (isChosen: boolean) => void;
  institutionId: string | null;
  onInstitutionChange: (institutionId: string) => void;
  /** The error of the institution choice, after a continue. */
  institutionError: string | null;
  /** Receives the checkbox, so a failed continue can focus the first one. */
  checkboxRef?: (element: HTMLInputElement | null) => void;
  /** The ref of the first institution radio, so a continue without one can focus it. */
  institutionRef?: (element: HTMLElement | null) => void;
}

/** Why an offer cannot be chosen, or `null` when it can. */
export function unavailableReason(
  t: ComponentTranslate<OnboardingMessageId | CapabilitiesMessageId | ReasonsMessageId>,
  offer: SupportedCapability,
): string | null {
  if (offer.availability === 'disabled') return t('onboarding.choose.disabled');
  if (offer.eligibility?.status === 'ineligible') {
    const reasons = [
      ...new Set(
        offer.eligibility.reasons.map((reason) => knownReasonText(t, reason)).filter((text): text is string => text !== undefined),
      ),
    ];
    return reasons.length > 0
      ? t('onboarding.choose.ineligible', { reasons: reasons.join(' ') })
      : t('onboarding.choose.ineligibleNoReason');
  }
  return null;
}

/**
 * One payment method on offer: a checkbox with its name, a beta badge, what it moves, and the bank
 * to use (a radio per institution when there are several, the default one pre-selected). An offer
 * that is disabled or that the customer is not eligible for is shown with the reason and cannot
 * be chosen; one the customer already holds shows its status instead of a checkbox.
 */
export function CapabilityOption({
  offer,
  held,
  isChosen,
  onChosenChange,
  institutionId,
  onInstitutionChange,
  institutionError,
  checkboxRef,
  institutionRef,
}: CapabilityOptionProps) {
  const { t, i18n } = useMessages(capabilitiesEn, onboardingEn, reasonsEn);
  const id = useId();
  const name = capabilityName(t, offer);
  const reason = unavailableReason(t, offer);
  const moves = [
    offer.directions.includes('payin') && offer.currencies?.payin.length
      ? t('onboarding.choose.receive', { currencies: i18n.formatList(offer.currencies.payin) })
      : null,
    offer.directions.includes('payout') && offer.currencies?.payout.length
      ? t('onboarding.choose.send', { currencies: i18n.formatList(offer.currencies.payout) })
      : null,
  ].filter(Boolean);
  const beta = offer.availability === 'beta' && <Badge tone="info">{t('onboarding.choose.beta')}</Badge>;

  if (!isRequestable(held) && held) {
    return (
      <li {...part('onboarding-option')} data-state="requested">
        <span {...part('onboarding-option-name')}>
          {name} {beta}
        </span>
        <p {...part('onboarding-option-description')}>
          {t('onboarding.choose.requested')} <CapabilityStatusBadge status={held.status} />
        </p>
      </li>
    );
  }

  const descriptionId = `${id}-description`;
  const institutions = offer.institutions;
  const single = institutions.length === 1 ? institutions[0] : undefined;
  return (
    <li {...part('onboarding-option')} data-state={reason ? 'unavailable' : isChosen ? 'chosen' : 'available'}>
      <div {...part('onboarding-option-choice')}>
        <input
          ref={checkboxRef}
          id={id}
          type="checkbox"
          checked={isChosen}
          disabled={reason !== null}
          aria-describedby={descriptionId}
          onChange={(event) => onChosenChange(event.target.checked)}
        />
        <label htmlFor={id} {...part('onboarding-option-name')}>
          {name} {beta}
        </label>
      </div>
      <p id={descriptionId} {...part('onboarding-option-description')}>
        {reason ?? moves.join(' · ')}
        {reason === null && single && ` · ${t('onboarding.choose.through', { institution: single.name ?? single.id })}`}
      </p>
      {reason === null && isChosen && institutions.length > 1 && (
        <fieldset
          {...part('onboarding-institutions')}
          data-invalid={institutionError ? true : undefined}
          aria-describedby={institutionError ? `${id}-error` : undefined}
        >
          <legend>{t('onboarding.choose.institutionLegend', { name })}</legend>
          {institutions.map((institution, index) => {
            const radioId = `${id}-${institution.id}`;
            const label = institution.bic
              ? t('capabilities.application.institution', { name: institution.name ?? institution.id, bic: institution.bic })
              : (institution.name ?? institution.id);
            return (
              <div key={institution.id} {...part('onboarding-institution')}>
                <input
                  ref={index === 0 ? institutionRef : undefined}
                  id={radioId}
                  type="radio"
                  name={`${id}-institution`}
                  value={institution.id}
                  checked={institutionId === institution.id}
                  onChange={() => onInstitutionChange(institution.id)}
                />
                <label htmlFor={radioId}>
                  {label}
                  {institution.isDefault && ` (${t('onboarding.choose.recommended')})`}
                </label>
              </div>
            );
          })}
          <FieldError id={`${id}-error`}>{institutionError}</FieldError>
        </fieldset>
      )}
    </li>
  );
}
