import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createPaykitClient, type PaykitClient } from '../../core/client/index.js';
import type { PaykitEvent } from '../../core/events/index.js';
import { PaykitProvider, type PaykitTheme } from '../../hooks/index.js';
import type { PaykitTranslations } from '../../i18n/index.js';
import { componentFr } from '../locales/fr.js';
import {
  createFakeKitBackend,
  createFakePlatform,
  createShiftedClock,
  runScenario,
  type FakeKitBackend,
  type FakePlatform,
  type ScenarioName,
  type ScenarioResult,
} from '../../testing/index.js';

/** Options of {@link renderWithFakeKit}. */
export interface RenderWithFakeKitOptions<N extends ScenarioName> {
  /** The scenario that sets the platform up; its customer is the signed-in one. */
  scenario: N;
  /** @default 1 */
  seed?: number;
  /** @default 'en' */
  locale?: string;
  /** The provider's `translations`. @default `{ fr: componentFr }`, as an app that ships French passes them */
  translations?: PaykitTranslations;
  /** The provider's `events` (live updates over the global `EventSource`). @default false */
  events?: boolean;
  /** The provider's `theme`. @default 'light' */
  theme?: PaykitTheme;
  /** Renders the provider and `ui` inside `<StrictMode>`, as a merchant's app may. @default false */
  strictMode?: boolean;
  /** Runs after the scenario and before the render, e.g. to attach a sandbox task. */
  prepare?: (context: { platform: FakePlatform; scenario: ScenarioResult<N>; client: PaykitClient }) => Promise<void> | void;
}

/** What {@link renderWithFakeKit} returns: the render, and the platform to inspect. */
export interface FakeKitRender<N extends ScenarioName> extends RenderResult {
  platform: FakePlatform;
  backend: FakeKitBackend;
  scenario: ScenarioResult<N>;
  /** A client of the signed-in customer, for reading state after the person acts. */
  client: PaykitClient;
  queryClient: QueryClient;
  /** Every event the provider's `onEvent` got, oldest first. */
  events: PaykitEvent[];
}

/**
 * Renders `ui` inside a `PaykitProvider` whose client talks to the real proxy over a fresh fake
 * platform set up by a scenario: component tests run against the API as described, not mocks.
 */
export async function renderWithFakeKit<N extends ScenarioName>(
  ui: ReactElement,
  options: RenderWithFakeKitOptions<N>,
): Promise<FakeKitRender<N>> {
  // Real time, but a scenario's waits (account provisioning) pass at once.
  const platform = createFakePlatform({ seed: options.seed ?? 1, clock: createShiftedClock() });
  const scenario = await runScenario(platform, options.scenario);
  const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
  await options.prepare?.({ platform, scenario, client });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const events: PaykitEvent[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider
      client={client}
      queryClient={queryClient}
      locale={options.locale ?? 'en'}
      translations={options.translations ?? { fr: componentFr }}
      events={options.events ?? false}
      theme={options.theme}
      onEvent={(event) => events.push(event)}
    >
      {children}
    </PaykitProvider>
  );
  const result = render(ui, { wrapper, reactStrictMode: options.strictMode });
  return { ...result, platform, backend, scenario, client, queryClient, events };
}
