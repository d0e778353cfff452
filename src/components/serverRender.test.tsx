import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, not this package's src/server
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPaykitClient, type PaykitClient } from '../core/client/index.js';
import { writeOnboardingPosition } from '../core/onboarding/index.js';
import { PaykitProvider, type PaykitProviderProps } from '../hooks/index.js';
import { createFakeKitBackend, createFakePlatform, createShiftedClock, runScenario, type ScenarioName } from '../testing/index.js';
import { AccountList } from './Accounts/index.js';
import { CapabilityStatusPanel } from './CapabilityStatus/index.js';
import { Checkout } from './Checkout/index.js';
import { HostedSessionQr } from './HostedSession/index.js';
import { componentFr } from './locales/fr.js';
import { componentEn } from './messages/en.js';
import { Onboarding } from './Onboarding/index.js';
import { RecipientsManager } from './Payees/index.js';
import { TaskForm } from './TaskForm/index.js';
import { stubRefusedEventSource } from './test-support/refusedEventSource.js';
import { TransferList } from './Transfers/index.js';
import { CustomerProfile } from './CustomerProfile/index.js';

/** A top-level part, the scenario it renders for, and what it shows once its data has arrived. */
interface Part {
  name: string;
  scenario: ScenarioName;
  /** The part; runs after the scenario, so it may make what the part needs (a task). */
  create: (client: PaykitClient) => Promise<ReactElement> | ReactElement;
  /** Resolves once the loaded part shows, in French. */
  loaded: () => Promise<unknown>;
}

const parts: Part[] = [
  {
    name: 'Onboarding',
    scenario: 'newIndividual',
    create: () => <Onboarding />,
    loaded: () => screen.findByRole('heading', { level: 2, name: componentFr['onboarding.step.choose'] }),
  },
  {
    name: 'TaskForm',
    scenario: 'newIndividual',
    create: async (client) => {
      const task = await client.createSandboxTask({
        scope: { type: 'customer' },
        items: [{ request: { type: 'text', prompt: 'Occupation?' } }],
      });
      return <TaskForm taskId={task.id} draftStorage={false} />;
    },
    loaded: () => screen.findByRole('button', { name: componentFr['taskForm.submit'] }),
  },
  {
    name: 'CapabilityStatusPanel',
    scenario: 'individualWithOpenTasks',
    create: () => <CapabilityStatusPanel capabilityId="ach_pooled" />,
    loaded: async () => within(await screen.findByRole('region')).findAllByText(componentFr['capabilities.status.restricted']),
  },
  {
    name: 'Checkout',
    scenario: 'readyForPayments',
    create: () => <Checkout />,
    loaded: () => screen.findByRole('heading', { name: componentFr['checkout.step.quote'] }),
  },
  {
    name: 'AccountList',
    scenario: 'readyForPayments',
    create: () => <AccountList />,
    loaded: () => screen.findByRole('region', { name: componentFr['accounts.group.issuedBank'] }),
  },
  {
    name: 'RecipientsManager',
    scenario: 'readyForPayments',
    create: () => <RecipientsManager />,
    loaded: () => screen.findByRole('button', { name: componentFr['payees.add'] }),
  },
  {
    name: 'CustomerProfile',
    scenario: 'newIndividual',
    create: () => <CustomerProfile />,
    loaded: () => screen.findByRole('button', { name: componentFr['profile.edit'] }),
  },
  {
    name: 'TransferList',
    scenario: 'payinAwaitingFunds',
    create: () => <TransferList />,
    loaded: () => screen.findByRole('region', { name: componentFr['transfers.list.title'] }),
  },
  {
    name: 'HostedSessionQr',
    scenario: 'newIndividual',
    create: () => <HostedSessionQr link="https://verify.example.com/s/vfy_1" />,
    // The code is drawn in the browser, once asked for.
    loaded: async () => {
      await userEvent.click(await screen.findByRole('button', { name: componentFr['sessionQr.show'] }));
      return screen.findByRole('img', { name: componentFr['sessionQr.alt'] });
    },
  },
];
const part = (name: string) => parts.find((candidate) => candidate.name === name) as Part;

/** A client for the server render, which must send nothing: the kit's queries run in the browser. */
const serverClient = createPaykitClient({
  baseUrl: '/api/paykit',
  fetch: () => Promise.reject(new Error('The server render sent a request')),
});

/** Puts the process in time zone `zone`, as a server or a browser elsewhere would be; returns the undo. */
function moveToTimeZone(zone: string): () => void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  return () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
}

/**
 * The markup a server sends: rendered with no `window`, `document` or storage, with the server's
 * own `navigator.language` (Node 21 and later have one) and time zone.
 */
function renderOnServer(element: ReactElement, server: { language: string; timeZone: string }): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('sessionStorage', undefined);
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('navigator', { language: server.language });
  const moveBack = moveToTimeZone(server.timeZone);
  try {
    return renderToString(element);
  } finally {
    moveBack();
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Puts `markup` in the page and hydrates it with `element` in a browser of `browser`'s language
 * and time zone (kept until the test ends); returns the spies on what React reports.
 */
async function hydrateInBrowser(markup: string, element: ReactElement, browser: { language: string; timeZone: string }) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser.language);
  const consoleError = vi.spyOn(console, 'error');
  const onRecoverableError = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  onTestFinished(moveToTimeZone(browser.timeZone));
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError });
  });
  return { consoleError, onRecoverableError };
}

/** What React reported while hydrating: nothing, when server and browser rendered the same markup. */
function expectCleanHydration(reported: Awaited<ReturnType<typeof hydrateInBrowser>>) {
  expect(reported.onRecoverableError.mock.calls.map(([error]) => String(error))).toEqual([]);
  expect(reported.consoleError.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
}

async function setUp(part: Part) {
  const platform = createFakePlatform({ seed: 1, clock: createShiftedClock() });
  const scenario = await runScenario(platform, part.scenario);
  const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
  return { client, backend, element: await part.create(client) };
}

/** The part in a provider that ships French, over a query cache holding `state` (what a server prefetched) if given. */
function page(element: ReactElement, client: PaykitClient, props: Partial<PaykitProviderProps> = {}, state?: DehydratedState) {
  const queryClient = new QueryClient();
  if (state) hydrate(queryClient, state);
  return (
    <PaykitProvider client={client} queryClient={queryClient} events={false} translations={{ fr: componentFr }} {...props}>
      {element}
    </PaykitProvider>
  );
}

/**
 * The part's data as a server that prefetched it would send it along (dehydrated queries), read by
 * a first visit that also leaves in the browser what `visit` does there (a draft).
 */
async function prefetch(
  part: Pick<Part, 'loaded'>,
  element: ReactElement,
  client: PaykitClient,
  visit?: () => Promise<void>,
): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  const { unmount } = render(
    <PaykitProvider client={client} queryClient={queryClient} events={false} locale="fr-FR" translations={{ fr: componentFr }}>
      {element}
    </PaykitProvider>,
  );
  await part.loaded();
  await visit?.();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  unmount();
  return dehydrate(queryClient);
}

const SERVER = { language: 'en-US', timeZone: 'Pacific/Kiritimati' };
const FRENCH_BROWSER = { language: 'fr-FR', timeZone: 'Pacific/Pago_Pago' };

describe('given a part rendered on a server before its data, and hydrated in a browser of another language', () => {
  it.each(parts)('should hydrate $name without a mismatch, then load and speak French', async (part) => {
    const { client, element } = await setUp(part);
    const markup = renderOnServer(page(element, serverClient), SERVER);
    const reported = await hydrateInBrowser(markup, page(element, client), FRENCH_BROWSER);

    await part.loaded();
    expectCleanHydration(reported);
  });
});

describe('given a part rendered on a server with its data prefetched, in another language and time zone than the browser', () => {
  it.each(parts)('should hydrate $name without a mismatch, then speak French', async (part) => {
    const { client, element } = await setUp(part);
    const state = await prefetch(part, element, client);
    const markup = renderOnServer(page(element, serverClient, {}, state), SERVER);
    const reported = await hydrateInBrowser(markup, page(element, client, {}, state), FRENCH_BROWSER);

    await part.loaded();
    expectCleanHydration(reported);
  });

  it("should show dates in the browser's time zone once hydrated", async () => {
    const { client, element } = await setUp(part('TransferList'));
    const state = await prefetch(part('TransferList'), element, client);
    const markup = renderOnServer(page(element, serverClient, {}, state), SERVER);
    const reported = await hydrateInBrowser(markup, page(element, client, {}, state), FRENCH_BROWSER);

    const time = ((await part('TransferList').loaded()) as HTMLElement).querySelector('time') as HTMLTimeElement;
    const inBrowserZone = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: FRENCH_BROWSER.timeZone });
    const inServerZone = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: SERVER.timeZone });
    expect(inBrowserZone.format(new Date(time.dateTime))).not.toBe(inServerZone.format(new Date(time.dateTime)));
    expect(time.textContent).toBe(inBrowserZone.format(new Date(time.dateTime)));
    expectCleanHydration(reported);
  });
});

describe('given a locale and time zone chosen by the server', () => {
  it('should render the server in them and keep them in a browser of other ones', async () => {
    const { client, element } = await setUp(part('TransferList'));
    const state = await prefetch(part('TransferList'), element, client);
    const chosen = { locale: 'fr-FR', timeZone: 'Asia/Tokyo' };
    const markup = renderOnServer(page(element, serverClient, chosen, state), SERVER);
    const reported = await hydrateInBrowser(markup, page(element, client, chosen, state), { language: 'de-DE', timeZone: 'America/Lima' });

    const time = ((await part('TransferList').loaded()) as HTMLElement).querySelector('time') as HTMLTimeElement;
    const inTokyo = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
      new Date(time.dateTime),
    );
    expect(markup).toContain(componentFr['transfers.list.title']);
    expect(markup).toContain(inTokyo);
    expect(time.textContent).toBe(inTokyo);
    expectCleanHydration(reported);
  });
});

describe('given the shortest integration (a provider with no props) rendered on a server', () => {
  it('should hydrate in a German browser without a mismatch, then format in German', async () => {
    const { backend } = await setUp(part('AccountList'));
    const shortest = (
      <PaykitProvider>
        <AccountList />
      </PaykitProvider>
    );
    const markup = renderOnServer(shortest, SERVER);
    vi.stubGlobal('fetch', backend.fetch);
    stubRefusedEventSource();
    const reported = await hydrateInBrowser(markup, shortest, { language: 'de-DE', timeZone: 'Europe/Berlin' });

    // No German catalogue: English messages, German numbers.
    const wallets = await screen.findByRole('region', { name: componentEn['accounts.group.issuedWallet'] });
    expect(within(wallets).getByText('Available').nextElementSibling?.textContent).toMatch(/1\.000,00/);
    expectCleanHydration(reported);
  });
});

describe('given a reload, with what the person left in the browser, of a page whose server prefetched the data', () => {
  it('should hydrate the onboarding as the server rendered it, then reopen the task that was open', async () => {
    // A customer task and no method requested: the flow starts at the choice, unless the task was open.
    const { client, element: taskForm } = await setUp(part('TaskForm'));
    const state = await prefetch(part('Onboarding'), <Onboarding />, client);
    const markup = renderOnServer(page(<Onboarding />, serverClient, {}, state), SERVER);
    const { id: customerId } = await client.getCustomer();
    const openTaskId = (taskForm.props as { taskId: string }).taskId;
    writeOnboardingPosition(sessionStorage, customerId, { step: 'tasks', choices: [], openTaskId });
    const reported = await hydrateInBrowser(markup, page(<Onboarding />, client, {}, state), FRENCH_BROWSER);

    expect(await screen.findByRole('heading', { level: 2, name: componentFr['onboarding.step.tasks'] })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: componentFr['onboarding.tasks.back'] })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expectCleanHydration(reported);
  });

  it('should hydrate a task form as the server rendered it, then restore the answers started before', async () => {
    const { client, element } = await setUp(part('TaskForm'));
    const taskId = (element.props as { taskId: string }).taskId;
    const withDraft = <TaskForm taskId={taskId} />;
    const state = await prefetch(part('TaskForm'), withDraft, client, async () => {
      await userEvent.setup().type(screen.getByRole('textbox', { name: /Occupation\?/ }), 'Engineer');
      await waitFor(() => expect(sessionStorage.getItem(`paykit:task-draft:${taskId}`)).toContain('Engineer'));
    });
    const markup = renderOnServer(page(withDraft, serverClient, {}, state), SERVER);
    expect(markup).not.toContain('Engineer');
    const reported = await hydrateInBrowser(markup, page(withDraft, client, {}, state), FRENCH_BROWSER);

    expect(await screen.findByText(componentFr['taskForm.draft.restored'])).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Occupation\?/ })).toHaveValue('Engineer');
    expectCleanHydration(reported);
  });
});
