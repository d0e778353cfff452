import { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PaykitClient } from '../../../src/core/client/index.js';
import type { Task } from '../../../src/core/schemas/index.js';
import { TaskForm } from '../../../src/components/TaskForm/index.js';
import { paykitQueryKeys, PaykitProvider } from '../../../src/hooks/index.js';
import { BareForm } from './BareForm.js';
import { benchCustomer, benchTask } from './benchTask.js';

/** A form mounted up to the form itself: `show()` renders the form, `dispose()` unmounts it all. */
export interface PreparedForm {
  show: () => void;
  dispose: () => void;
}

/** The two forms the bench compares. */
export type FormSide = 'taskForm' | 'bare';

/** Client methods the form called that the bench client does not serve: a sign the bench measures more than the form. */
export const unexpectedCalls = new Set<string>();

/**
 * A hand-made client: the task and the customer resolve at once (no network is measured); any
 * other method records its name and rejects.
 */
function benchClient(task: Task): PaykitClient {
  const served: Partial<PaykitClient> = {
    baseUrl: '/api/paykit',
    getTask: () => Promise.resolve(task),
    getCustomer: () => Promise.resolve(benchCustomer),
  };
  return new Proxy(served, {
    get: (target, property, receiver) => {
      if (typeof property !== 'string' || property in target || property === 'then') return Reflect.get(target, property, receiver);
      return () => {
        unexpectedCalls.add(property);
        return Promise.reject(new Error(`form bench: the bench client does not serve ${property}`));
      };
    },
  }) as PaykitClient;
}

/** Renders `children` once `show` (handed to `onReady`) is called, by a state change of its own. */
function Reveal({ onReady, children }: { onReady: (show: () => void) => void; children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useLayoutEffect(() => onReady(() => setShown(true)), [onReady]);
  return isShown ? children : null;
}

/**
 * `<TaskForm>` with `count` text asks inside a `PaykitProvider` whose cache already holds the task
 * and the customer (as after a first visit), so the mount measures the form, not a fetch. The
 * provider is mounted before `show()`, as it is in an app, and the form appears through a state
 * change below it (as on navigation), so the provider itself does not render again.
 */
function prepareTaskForm(container: HTMLElement, count: number): PreparedForm {
  // The form keeps a draft per task: start every mount from the server's values.
  sessionStorage.clear();
  const task = benchTask(count);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(paykitQueryKeys.tasks.detail(task.id), task);
  queryClient.setQueryData(paykitQueryKeys.customer(), benchCustomer);
  const client = benchClient(task);
  const root = createRoot(container);
  let showForm = (): void => {
    throw new Error('form bench: the provider did not mount');
  };
  flushSync(() =>
    root.render(
      <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false}>
        <Reveal onReady={(show) => (showForm = show)}>
          <TaskForm taskId={task.id} />
        </Reveal>
      </PaykitProvider>,
    ),
  );
  return {
    show: () => flushSync(() => showForm()),
    dispose: () => {
      root.unmount();
      queryClient.clear();
      sessionStorage.clear();
    },
  };
}

/** The bare react-hook-form form with `count` inputs, in a root of its own, revealed the same way. */
function prepareBareForm(container: HTMLElement, count: number): PreparedForm {
  const root = createRoot(container);
  let showForm = (): void => {
    throw new Error('form bench: the root did not mount');
  };
  flushSync(() =>
    root.render(
      <div>
        <Reveal onReady={(show) => (showForm = show)}>
          <BareForm count={count} />
        </Reveal>
      </div>,
    ),
  );
  return { show: () => flushSync(() => showForm()), dispose: () => root.unmount() };
}

/** Mounts everything but the form of `side` into `container`. */
export function prepareForm(side: FormSide, container: HTMLElement, count: number): PreparedForm {
  return side === 'taskForm' ? prepareTaskForm(container, count) : prepareBareForm(container, count);
}
