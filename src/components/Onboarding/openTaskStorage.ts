/** The session storage key of the task a customer has open in the onboarding flow. */
export const openTaskStorageKey = (customerId: string): string => `paykit:onboarding:open-task:${customerId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The task the customer had open before the page was reloaded, or `null`. Storage that is refused
 * (privacy modes) or full reads as nothing: remembering the open task is a convenience.
 */
export function readOpenTask(customerId: string): string | null {
  try {
    return storage()?.getItem(openTaskStorageKey(customerId)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the task the customer opened, or forgets it (`null`) once they submit or go back. */
export function rememberOpenTask(customerId: string, taskId: string | null): void {
  try {
    if (taskId === null) storage()?.removeItem(openTaskStorageKey(customerId));
    else storage()?.setItem(openTaskStorageKey(customerId), taskId);
  } catch {
    // Storage refused or full: a reload returns to the list, which is still correct.
  }
}
