/**
 * Which customers this tab signed in as "onboarded on v1". A merchant knows this from its own
 * records; the demo keeps it for the tab, so a reload keeps the v1 views and a new customer
 * starts without them.
 */
const keyOf = (customerId: string) => `paykit-demo:onboarded-on-v1:${customerId}`;

/** Remembers that `customerId` was onboarded through v1. */
export function rememberOnboardedOnV1(customerId: string): void {
  try {
    window.sessionStorage.setItem(keyOf(customerId), '1');
  } catch {
    // Storage refused (private mode, quota): the page then shows the v3 views only.
  }
}

/** Whether this tab signed in as `customerId` through the v1 onboarding. */
export function wasOnboardedOnV1(customerId: string | null): boolean {
  if (customerId === null) return false;
  try {
    return window.sessionStorage.getItem(keyOf(customerId)) === '1';
  } catch {
    return false;
  }
}
