import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { createPaykitClient, type PaykitClient } from '../core/client/index.js';
import type { PaykitEvent } from '../core/events/index.js';
import type { PaykitStorage } from '../core/storage.js';
import { EVENT_STREAM_PATH } from '../core/routes/index.js';
import { createI18n, negotiateLocale, type PaykitMessages, type PaykitTranslations } from '../i18n/index.js';
import { createPaykitQueryClient } from './createPaykitQueryClient.js';
import {
  PaykitContext,
  PaykitEventStreamContext,
  PaykitPortalContainerContext,
  type PaykitContextValue,
  type PaykitTheme,
} from './PaykitContext.js';
import type { PaykitLegacyReadiness } from './legacy/legacyReadiness.js';
import { useBrowserIntl } from './useBrowserIntl.js';
import { usePaykitEvents } from './usePaykitEvents.js';
import { DEFAULT_EVENT_STREAM_URL, useEventStream } from './useEventStream.js';

/** The `events` prop of {@link PaykitProvider} as an object: where and how to listen. */
export interface PaykitEventsOptions {
  /**
   * The event stream's URL.
   * @default `${client.baseUrl}/events`
   */
  url?: string;
  /**
   * Milliseconds the stream may stay silent (no heartbeat, hint or other message) before it is
   * taken for dead and reopened; see `useEventStream`.
   * @default 45000
   */
  silenceTimeoutMs?: number;
}

/** Props of {@link PaykitProvider}. */
export interface PaykitProviderProps {
  /**
   * The client that talks to the merchant's proxy.
   * @default createPaykitClient(), created once per provider
   */
  client?: PaykitClient;
  /**
   * The TanStack Query client paykit caches in. Its keys are rooted at `['paykit']`, so it may be
   * the app's own.
   * @default the `QueryClient` of an enclosing `QueryClientProvider`; else one created once per
   * provider by `createPaykitQueryClient()` (no retries on top of the client's own)
   */
  queryClient?: QueryClient;
  /**
   * A BCP 47 locale for messages and formatting, e.g. `'fr-CA'`. Pass it when the page is rendered
   * on a server (from the person's settings or `Accept-Language`), so the server's markup is
   * already in their language.
   * @default the browser's `navigator.language`; 'en' on a server and while the browser hydrates
   * the server's markup, then the browser's language right after
   */
  locale?: string;
  /**
   * The IANA time zone dates and times are shown in, e.g. `'Europe/Paris'`. Pass it with `locale`
   * when the server renders data (prefetched queries), so its dates are already the person's.
   * @default the browser's time zone; 'UTC' on a server and while the browser hydrates the
   * server's markup, then the browser's right after
   */
  timeZone?: string;
  /**
   * Messages by id that replace the shipped ones, as ICU MessageFormat strings.
   * @default {}
   */
  messages?: PaykitMessages;
  /**
   * Messages paykit's root does not carry, by language: `{ fr: componentFr }` (from
   * `paykit/components/fr`) for the styled components in French. The table of the locale's language
   * is read after `messages` and before English; this provider's alone, so providers in other
   * languages on the page keep theirs. Pass tables that keep their identity across renders (a
   * module's export such as `componentFr`); the object around them may be written inline.
   * @default {}
   */
  translations?: PaykitTranslations;
  /**
   * The colour theme; `'system'` follows the person's preference.
   * @default 'light'
   */
  theme?: PaykitTheme;
  /**
   * Live updates: subscribe to the proxy's event stream (Server-Sent Events) and refetch what
   * each event names. `true` listens at `{client.baseUrl}/events`; `{ url }` listens elsewhere;
   * `{ silenceTimeoutMs }` sets how long the stream may stay silent before it is reopened
   * (`useEventStream`'s option, 45 s by default); `false` turns it off (queries then refresh only as
   * TanStack Query refetches them). Its state is read with `useEventStreamStatus()`.
   * @default true when the provider created its own client (the default proxy at `/api/paykit`
   * serves `/events`); false when given a `client`, since that one may talk to anything
   */
  events?: boolean | PaykitEventsOptions;
  /**
   * Where the kit keeps what must outlive a reload: each transfer intent's idempotency key (so a
   * retry after a reload never pays twice), task-form drafts and the onboarding position. Its storage
   * keys start with `paykit:`. `null` keeps them in memory only, for the page's life.
   * @default the page's `sessionStorage` (memory only where it is refused, and on a server)
   */
  storage?: PaykitStorage | null;
  /**
   * Called with each step of the person's journey, for your analytics: a step viewed, a capability
   * requested, a task opened, submitted or failed (with its code), a document uploaded, a hosted
   * verification opened and returned, a capability ready, an error shown (with its code and
   * correlation id). Each event carries `type`, `version` (`PAYKIT_EVENT_VERSION`), `at` and ids or
   * codes only, never what the person typed or uploaded. Called once per occurrence, StrictMode
   * included; an inline function is fine (the latest one is called). While it is given, the client
   * the hooks use (`usePaykitClient()`) is the given one reporting its calls' outcomes.
   * @default undefined
   */
  onEvent?: (event: PaykitEvent) => void;
  /**
   * Legacy-aware readiness, for a merchant whose customers were onboarded on v1 or v2: pass
   * `legacyReadiness` (from `paykit`) and every capability view (`useCapabilities`,
   * `useCapability`, `<CapabilityStatusPanel>`, `<CapabilityList>`, `<NotificationBanner>`,
   * `<Onboarding>`) reads the customer's v1 rails beside its v3 capabilities: a v3 capability wins
   * over its rail, and a rail v3 does not list shows as its capability. A read of either failing
   * fails the list. The proxy must serve the legacy routes (`createPaykitProxy({ legacy: true })`).
   * Passed as a value, not a flag, so an app without it does not carry the legacy code.
   * @default undefined (v3 capabilities only)
   */
  legacy?: PaykitLegacyReadiness;
  /**
   * The paykit hooks and components to serve.
   * @default undefined
   */
  children?: ReactNode;
}

/** The given value, else one created on first need and kept for the provider's life. */
function useOwnUnlessGiven<T>(given: T | undefined, create: () => T): T {
  const [own, setOwn] = useState<T | undefined>(() => (given === undefined ? create() : undefined));
  if (given !== undefined) return given;
  if (own !== undefined) return own;
  // The prop went away after mount: create ours now, once.
  const created = create();
  setOwn(created);
  return created;
}

/** The stream URL for the `events` prop: its own `url`, else under the client's base URL. */
function eventStreamUrl(events: boolean | PaykitEventsOptions, client: PaykitClient): string {
  if (typeof events === 'object' && events.url) return events.url;
  // A hand-made client (a test double) may lack baseUrl.
  return typeof client.baseUrl === 'string' ? `${client.baseUrl}${EVENT_STREAM_PATH}` : DEFAULT_EVENT_STREAM_URL;
}

/**
 * Gives paykit hooks and components their client, query cache, messages and theme, and renders
 * one themed wrapper element (`display: contents`) that portals render into.
 *
 * @example
 * <PaykitProvider
 *   client={createPaykitClient({ baseUrl: '/api/paykit' })}
 *   locale="fr-FR"
 *   messages={{ 'common.retry': 'Réessayer le paiement' }}
 *   translations={{ fr: componentFr }}
 *   theme="system"
 * >
 *   <Onboarding />
 * </PaykitProvider>
 */
export function PaykitProvider({
  client: clientProp,
  queryClient: queryClientProp,
  locale: localeProp,
  timeZone: timeZoneProp,
  messages,
  translations,
  theme = 'light',
  events,
  storage,
  onEvent,
  legacy,
  children,
}: PaykitProviderProps) {
  const client = useOwnUnlessGiven(clientProp, createPaykitClient);
  const browser = useBrowserIntl();
  const locale = localeProp ?? browser.locale;
  const timeZone = timeZoneProp ?? browser.timeZone;
  const enclosingQueryClient = useContext(QueryClientContext);
  const queryClient = useOwnUnlessGiven(queryClientProp ?? enclosingQueryClient, createPaykitQueryClient);
  const eventStream = events ?? clientProp === undefined;
  const eventStreamState = useEventStream({
    enabled: eventStream !== false,
    url: eventStreamUrl(eventStream, client),
    silenceTimeoutMs: typeof eventStream === 'object' ? eventStream.silenceTimeoutMs : undefined,
    queryClient,
  });
  const { emit, client: reportingClient } = usePaykitEvents(onEvent, client, queryClient);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);

  // Keyed on the messages' content and on the one translation table the language reads, so an inline
  // `messages={{…}}` or `translations={{ fr: componentFr }}` does not rebuild i18n each render.
  const messagesKey = messages ? JSON.stringify(messages) : '';
  const language = useMemo(() => negotiateLocale(locale).catalogueLocale, [locale]);
  const translation = language === 'en' ? undefined : translations?.[language];
  const i18n = useMemo(
    () =>
      createI18n({
        locale,
        timeZone,
        messages: messagesKey ? (JSON.parse(messagesKey) as PaykitMessages) : undefined,
        translations: language === 'en' ? undefined : { [language]: translation },
      }),
    [locale, timeZone, messagesKey, language, translation],
  );
  const value = useMemo<PaykitContextValue>(
    () => ({ client: reportingClient, i18n, theme, storage, emit, legacy }),
    [reportingClient, i18n, theme, storage, emit, legacy],
  );

  const content = (
    <PaykitContext.Provider value={value}>
      <PaykitEventStreamContext.Provider value={eventStreamState}>
        <PaykitPortalContainerContext.Provider value={portalContainer}>
          <div ref={setPortalContainer} data-paykit-root="" data-paykit-theme={theme} className="paykit-root">
            {children}
          </div>
        </PaykitPortalContainerContext.Provider>
      </PaykitEventStreamContext.Provider>
    </PaykitContext.Provider>
  );

  // An enclosing provider already supplies this client; a second one would only repeat it.
  if (queryClientProp === undefined && enclosingQueryClient) return content;
  return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
}
