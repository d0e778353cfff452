/** English messages of the onboarding area of the styled components. */
export const onboardingEn = {} as const satisfies Record<string, string>;
