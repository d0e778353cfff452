import type { HttpHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import {
  createFakeKitBackend,
  createFakePlatform,
  runScenario,
  type FakeKitBackend,
  type FakePlatform,
  type ScenarioName,
  type ScenarioResult,
} from 'paykit/testing';
import { createFakeKitHandlers } from 'paykit/testing/msw';
import { createFakeKitSandbox, type FakeKitSandbox } from './fakeKitSandbox.js';
import { createStoryClock, type StoryClock } from './storyClock.js';

/** What a story's `prepare` step works with: the platform after the scenario ran. */
export interface FakeKitSetup<N extends ScenarioName = ScenarioName> {
  /** The story's own fake platform. */
  platform: FakePlatform;
  /** The platform's clock: real time, shifted by what `advance` and `set` moved. */
  clock: StoryClock;
  /** The scenario's ids (`customerId`, `taskIds`…) and key. */
  scenario: ScenarioResult<N>;
  /** Public and sandbox calls for the scenario's customer, and stored-task changes. */
  sandbox: FakeKitSandbox;
}

/** The fake kit behind one story: the setup, the proxy serving the page, and what `prepare` returned. */
export interface FakeKit<N extends ScenarioName = ScenarioName, P = undefined> extends FakeKitSetup<N> {
  /** The merchant's backend: the real proxy over the platform, signed in as the scenario's customer (see `createFakeKitBackend`). */
  backend: FakeKitBackend;
  /** What the story's `prepare` step returned. */
  prepared: P;
}

/** Options of {@link fakeKitStory}. */
export interface FakeKitStoryOptions<N extends ScenarioName, P> {
  /** The scenario `runScenario` builds on a fresh platform before the story renders. */
  scenario: N;
  /**
   * Seed of the platform's ids.
   * @default 1
   */
  seed?: number;
  /**
   * Where the platform's clock starts relative to the browser's, in milliseconds; `prepare` may
   * move it (`clock.set(Date.now())` brings it back to the browser's time).
   * @default 0
   */
  clockOffsetMs?: number;
  /**
   * Serve the legacy v1/v2 kit routes too, as `createPaykitProxy({ legacy: true })` does.
   * @default false
   */
  legacy?: boolean;
  /** Changes to make once the scenario ran (sandbox calls, stored-task changes); its result is `kit.prepared`. */
  prepare?: (setup: FakeKitSetup<N>) => P | Promise<P>;
  /**
   * MSW handlers that come before the kit's own, e.g. `failingKitRoute(…).handler` from `kitHandlers.ts`.
   * @default none
   */
  handlers?: (kit: FakeKit<N, P>) => HttpHandler[];
  /** The story, with the kit it runs on and the story's args. Rendered as a component: hooks are allowed. */
  render: (kit: FakeKit<N, P>, args: Record<string, unknown>) => ReactNode;
}

/** The part of a story's context the loader needs: the worker `mswLoader()` put there. */
export interface FakeKitLoaderContext {
  msw?: { use: (...handlers: HttpHandler[]) => void };
}

/** The part of a story's context render and play functions read the kit from. */
export interface FakeKitStoryContext {
  loaded: Record<string, unknown>;
}

/** The loaders and render function a fake-kit story spreads into its story object. */
export interface FakeKitStoryAnnotations {
  loaders: ((context: object) => Promise<{ fakeKit: FakeKit<ScenarioName, unknown> }>)[];
  render: (args: Record<string, unknown>, context: FakeKitStoryContext) => ReactElement;
}

const LOADED_KEY = 'fakeKit';

/**
 * Clears the task drafts earlier stories left in sessionStorage: seeded platforms give the same
 * task ids in every story, so a draft typed in one would come back in the next.
 */
function forgetDrafts(): void {
  const storage = window.sessionStorage;
  for (const key of Object.keys(storage)) if (key.startsWith('paykit:')) storage.removeItem(key);
}

/**
 * The fake kit a story's loader made, for its render and play functions.
 *
 * @throws when the story was not made with {@link fakeKitStory}.
 */
export function fakeKitOf<N extends ScenarioName = ScenarioName, P = undefined>(context: FakeKitStoryContext): FakeKit<N, P> {
  const kit = context.loaded[LOADED_KEY];
  if (kit === undefined) throw new Error('fakeKitOf must be used in a story made with fakeKitStory');
  return kit as FakeKit<N, P>;
}

/**
 * A story that runs on its own fake platform, through the real proxy, over MSW: a loader creates
 * `createFakePlatform({ seed })`, runs the scenario and the story's `prepare` step, then serves
 * the kit's routes at `/api/paykit` (where the frame's `PaykitProvider` client calls) with the
 * story's extra handlers first. Needs `mswLoader()` in the preview's loaders, which resets the
 * handlers before each story.
 *
 * @example
 * export const Restricted: Story = fakeKitStory({
 *   scenario: 'individualWithOpenTasks',
 *   render: ({ scenario }) => <CapabilityStatusPanel capabilityId={scenario.capabilityId} />,
 * });
 */
export function fakeKitStory<N extends ScenarioName, P = undefined>(options: FakeKitStoryOptions<N, P>): FakeKitStoryAnnotations {
  const load = async (context: object) => {
    forgetDrafts();
    const clock = createStoryClock(options.clockOffsetMs);
    const platform = createFakePlatform({ seed: options.seed ?? 1, clock });
    const scenario = await runScenario(platform, options.scenario);
    const sandbox = createFakeKitSandbox(platform, scenario.apiKey, scenario.customerId);
    const setup: FakeKitSetup<N> = { platform, clock, scenario, sandbox };
    const prepared = (await options.prepare?.(setup)) as P;
    const backend = createFakeKitBackend({
      platform,
      apiKey: scenario.apiKey,
      customerId: scenario.customerId,
      legacy: options.legacy ?? false,
    });
    const kit: FakeKit<N, P> = { ...setup, backend, prepared };
    const { msw } = context as FakeKitLoaderContext;
    if (!msw) throw new Error('fakeKitStory needs mswLoader() in the preview loaders');
    msw.use(...(options.handlers?.(kit) ?? []), ...createFakeKitHandlers(backend));
    return { [LOADED_KEY]: kit as FakeKit<ScenarioName, unknown> } as { fakeKit: FakeKit<ScenarioName, unknown> };
  };
  return {
    loaders: [load],
    render: (args, context) => <>{options.render(fakeKitOf<N, P>(context), args)}</>,
  };
}
