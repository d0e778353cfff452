import { useSyncExternalStore } from 'react';

/**
 * The language and time zone of a server render, and of the browser's first (hydrating) render,
 * which must produce the same markup.
 */
export const SERVER_INTL = { locale: 'en', timeZone: 'UTC' } as const;

/** The browser's language and time zone, as {@link useBrowserIntl} returns them. */
export interface BrowserIntl {
  /** `navigator.language`, else 'en'. */
  locale: string;
  /** The IANA time zone dates are shown in, e.g. 'Europe/Paris'. */
  timeZone: string;
}

const readLocale = () => (typeof navigator !== 'undefined' && navigator.language ? navigator.language : SERVER_INTL.locale);
// Resolved again only when the offset from UTC moves: resolving a DateTimeFormat costs more than a
// render, and React reads the snapshot on every render of every provider, while the offset is cheap
// to read and moves with the zone (a machine moved to another zone, a test that sets TZ).
let browserTimeZone: { offset: number; zone: string } | undefined;
const readTimeZone = () => {
  const offset = new Date().getTimezoneOffset();
  if (browserTimeZone?.offset !== offset) {
    browserTimeZone = { offset, zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_INTL.timeZone };
  }
  return browserTimeZone.zone;
};
const serverLocale = () => SERVER_INTL.locale;
const serverTimeZone = () => SERVER_INTL.timeZone;

function subscribeToLanguageChange(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

// Browsers announce no time zone change; a page picks the new one up when it loads again.
const subscribeToTimeZone = () => () => undefined;

/**
 * The browser's language and time zone, safe to render on a server: a server render and the
 * browser's hydration of it both read {@link SERVER_INTL}, so their markup matches, and React
 * renders again with the browser's own right after hydrating. A page rendered only in the browser
 * has the browser's from its first render. The language follows `languagechange`.
 */
export function useBrowserIntl(): BrowserIntl {
  const locale = useSyncExternalStore(subscribeToLanguageChange, readLocale, serverLocale);
  const timeZone = useSyncExternalStore(subscribeToTimeZone, readTimeZone, serverTimeZone);
  return { locale, timeZone };
}
