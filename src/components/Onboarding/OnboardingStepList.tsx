import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { onboardingSteps, type OnboardingStep } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** Props for {@link OnboardingStepList}. */
export interface OnboardingStepListProps {
  current: OnboardingStep;
}

/**
 * The flow's steps as an ordered list: the current one carries `aria-current="step"`, and each
 * has `data-state` `complete`, `current` or `upcoming` for styling.
 */
export function OnboardingStepList({ current }: OnboardingStepListProps) {
  const { t } = useMessages(onboardingEn);
  const currentIndex = onboardingSteps.indexOf(current);
  return (
    <nav aria-label={t('onboarding.progress')} {...part('onboarding-steps')}>
      <ol>
        {onboardingSteps.map((step, index) => (
          <li
            key={step}
            {...part('onboarding-step')}
            data-state={index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming'}
            aria-current={step === current ? 'step' : undefined}
          >
            {t(`onboarding.step.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
