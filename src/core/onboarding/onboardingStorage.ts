import type { PaykitStorage } from '../storage.js';
import { onboardingSteps, type CapabilityChoice, type OnboardingStep } from './onboardingFlow.js';

/** What is remembered of a customer's onboarding across a reload. */
export interface OnboardingPosition {
  step: OnboardingStep;
  choices: readonly CapabilityChoice[];
  openTaskId: string | null;
}

/** The storage key of a customer's onboarding position. */
export const onboardingStorageKey = (customerId: string): string => `paykit:onboarding:${customerId}`;

const isChoice = (value: unknown): value is CapabilityChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CapabilityChoice).capabilityId === 'string' &&
  ((value as CapabilityChoice).institutionId === null || typeof (value as CapabilityChoice).institutionId === 'string');

/** A stored position, or `null` when it is not one (written by another version, edited by hand). */
function parsePosition(stored: string | null): OnboardingPosition | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as Partial<OnboardingPosition> | null;
    if (!value || !onboardingSteps.includes(value.step as OnboardingStep)) return null;
    const choices = Array.isArray(value.choices) ? value.choices.filter(isChoice) : [];
    const openTaskId = typeof value.openTaskId === 'string' ? value.openTaskId : null;
    return { step: value.step as OnboardingStep, choices, openTaskId };
  } catch {
    return null;
  }
}

/**
 * Reads the customer's remembered position, or `null`. Storage that is refused (privacy modes) or
 * full reads as nothing: remembering the position is a convenience.
 */
export function readOnboardingPosition(storage: PaykitStorage | null, customerId: string): OnboardingPosition | null {
  try {
    return parsePosition(storage?.getItem(onboardingStorageKey(customerId)) ?? null);
  } catch {
    return null;
  }
}

/** Remembers the customer's position. */
export function writeOnboardingPosition(storage: PaykitStorage | null, customerId: string, position: OnboardingPosition): void {
  try {
    storage?.setItem(onboardingStorageKey(customerId), JSON.stringify(position));
  } catch {
    // Storage refused or full: a reload starts where the data puts the person, which is still correct.
  }
}
