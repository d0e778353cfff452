/**
 * Where the kit keeps what must outlive a reload: transfer intents (so a retry after a reload
 * reuses the same idempotency key), task-form drafts and the onboarding position. The part of the
 * Web `Storage` interface it needs, so `sessionStorage`, `localStorage` or an adapter of your own fit.
 */
export type PaykitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's session storage, or `null` on a server or where it is refused (some privacy modes). */
export function sessionStorageOrNull(): PaykitStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
