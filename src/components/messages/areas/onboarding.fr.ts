import type { onboardingEn } from './onboarding.en.js';

/** French messages of the onboarding area: every English id, translated. */
export const onboardingFr: Record<keyof typeof onboardingEn, string> = {};
