import { createContext } from 'react';
import type { PaykitClient } from '../core/client/index.js';
import type { PaykitEventInit } from '../core/events/index.js';
import type { PaykitStorage } from '../core/storage.js';
import type { PaykitI18n } from '../i18n/index.js';
import { IDLE_EVENT_STREAM, type EventStreamState } from './eventStreamConnection.js';
import type { PaykitLegacyReadiness } from './legacy/legacyReadiness.js';

/**
 * Reports a funnel event to the provider's `onEvent`. `occurrence` (the event object itself by
 * default) names what happened: the same object sent again, as StrictMode's second run of an effect
 * does, is not reported twice. Pass an object made once per occurrence (memoised, or the failure shown).
 */
export type PaykitEmit = (event: PaykitEventInit, occurrence?: unknown) => void;

/** The colour theme: fixed light or dark, or following the person's system setting. */
export type PaykitTheme = 'light' | 'dark' | 'system';

/** What `<PaykitProvider>` gives every paykit hook and component below it. */
export interface PaykitContextValue {
  /** The client that talks to the merchant's proxy. */
  client: PaykitClient;
  /** Messages and `Intl` formatting for the provider's locale. */
  i18n: PaykitI18n;
  /** The theme the provider applies. */
  theme: PaykitTheme;
  /** The provider's `storage` prop as given; `undefined` means the page's session storage. */
  storage: PaykitStorage | null | undefined;
  /** Reports a funnel event to the provider's `onEvent` (with its version and time); nothing without one. Stable. */
  emit: PaykitEmit;
  /** The provider's `legacy` prop: how the capability list takes a v1 customer's rails in; `undefined` for v3 alone. */
  legacy?: PaykitLegacyReadiness;
}

/** The provider's client, i18n and theme; `null` outside a `<PaykitProvider>`. */
export const PaykitContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ createContext<PaykitContextValue | null>(null), {
  displayName: 'PaykitContext',
});

/**
 * The provider's themed wrapper element, where portals render so they keep the theme. Kept apart
 * from {@link PaykitContext} because it is only known after mount.
 */
export const PaykitPortalContainerContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ createContext<HTMLElement | null>(null), {
  displayName: 'PaykitPortalContainerContext',
});

/**
 * The state of the provider's event stream. Kept apart from {@link PaykitContext} so that only
 * what shows it re-renders when it changes; `idle` outside a provider.
 */
export const PaykitEventStreamContext = /* @__PURE__ */ Object.assign(/* @__PURE__ */ createContext<EventStreamState>(IDLE_EVENT_STREAM), {
  displayName: 'PaykitEventStreamContext',
});
