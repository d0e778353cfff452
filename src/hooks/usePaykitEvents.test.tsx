import { render, renderHook, screen, act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { PaykitClient } from '../core/client/index.js';
import type { PaykitEvent } from '../core/events/index.js';
import type { Capability, DocumentResource, Task } from '../core/schemas/index.js';
import { createFakeKitHookHarness } from './forms/test-support/fakeKitHookHarness.js';
import { TestTaskForm } from './forms/test-support/TestTaskForm.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { PaykitProvider } from './PaykitProvider.js';
import { createHookHarness, identityVerificationTask } from './test-support/paykitHookHarness.js';
import { useDocumentUpload } from './useDocumentUpload.js';
import { useOnboarding } from './useOnboarding.js';
import { usePaykitClient } from './usePaykitClient.js';
import { useVerificationSession } from './useVerificationSession.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const typesOf = (events: PaykitEvent[]) => events.map((event) => event.type);

/** A task asking for an occupation and letting the tax identifiers be absent. */
const ITEMS = [
  { request: { type: 'text', prompt: 'What is your occupation?' } },
  {
    request: { type: 'profile', prompt: 'Tax identification numbers.', allowsAbsence: true },
    profilePointer: '/individual/taxIdentifiers',
  },
];

describe('given a task form in a StrictMode app', () => {
  it('should report it opened once, a submit its own checks stopped, then the accepted submit, each once', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(ITEMS);
    const user = userEvent.setup();
    const view = render(<TestTaskForm taskId={task.id} draftStorage={false} />, { wrapper: harness.wrapper, reactStrictMode: true });
    await screen.findByRole('form', { name: 'Task' });
    view.rerender(<TestTaskForm taskId={task.id} draftStorage={false} />);
    expect(harness.events.filter((event) => event.type === 'task_opened')).toEqual([
      { type: 'task_opened', taskId: task.id, version: 1, at: expect.any(String) as string },
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(typesOf(harness.events)).toContain('task_failed'));
    expect(harness.events.find((event) => event.type === 'task_failed')).toMatchObject({ code: 'invalid_answers', correlationId: null });

    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'Engineer');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this: Tax identification numbers." }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(typesOf(harness.events)).toContain('task_submitted'));
    expect(typesOf(harness.events).filter((type) => type.startsWith('task_'))).toEqual(['task_opened', 'task_failed', 'task_submitted']);
    expect(JSON.stringify(harness.events)).not.toContain('Engineer');
  });

  it('should report a submit the API refused with the problem code and its correlation id', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const task = await harness.createTask(ITEMS);
    const user = userEvent.setup();
    render(<TestTaskForm taskId={task.id} draftStorage={false} />, { wrapper: harness.wrapper });
    await screen.findByRole('form', { name: 'Task' });
    harness.intercept(async (request, pass) =>
      request.path.endsWith('/submissions')
        ? new Response(
            JSON.stringify({ type: 'about:blank', title: 'Nope', status: 422, code: 'validation_error', correlationId: 'req_e2e1' }),
            {
              status: 422,
              headers: { 'Content-Type': 'application/problem+json' },
            },
          )
        : pass(),
    );
    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'Engineer');
    await user.click(screen.getByRole('checkbox', { name: "I don't have this: Tax identification numbers." }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(typesOf(harness.events)).toContain('task_failed'));
    expect(harness.events.filter((event) => event.type === 'task_failed')).toEqual([
      {
        type: 'task_failed',
        taskId: task.id,
        code: 'validation_error',
        correlationId: 'req_e2e1',
        version: 1,
        at: expect.any(String) as string,
      },
    ]);
  });
});

describe('given an onboarding in a StrictMode app', () => {
  it('should report each step shown once, and the capability request the API accepted', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const { client, scenario, wrapper, events } = harness;
    const start = {
      customerId: scenario.customerId,
      capabilities: (await client.listCapabilities({ limit: 100 })).data,
      tasks: (await client.listTasks({ limit: 100 })).data,
      storage: null,
    };
    const { result, rerender } = renderHook(() => useOnboarding(start), { wrapper, reactStrictMode: true });
    rerender();
    expect(events.map((event) => (event.type === 'step_viewed' ? event.step : event.type))).toEqual(['choose']);

    act(() => result.current.send({ type: 'choose', choices: [{ capabilityId: 'card', institutionId: null }] }));
    act(() => result.current.send({ type: 'request' }));
    await waitFor(() => expect(result.current.state.step).toBe('tasks'));
    await waitFor(() =>
      expect(events.map((event) => (event.type === 'step_viewed' ? event.step : event.type))).toEqual([
        'choose',
        'preview',
        'request',
        'capability_requested',
        'tasks',
      ]),
    );
    expect(events.find((event) => event.type === 'capability_requested')).toMatchObject({ capabilityId: 'card' });
  });
});

describe('given a document uploaded', () => {
  it('should report its id and purpose once, never the name of the file', async () => {
    const uploaded: DocumentResource = {
      id: 'doc_1',
      fileName: 'ada-lovelace-passport.pdf',
      contentType: 'application/pdf',
      status: 'ready',
    };
    const harness = createHookHarness({ uploadDocument: vi.fn(async () => uploaded) });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper: harness.wrapper, reactStrictMode: true });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])], 'ada-lovelace-passport.pdf');
    await act(() => result.current.upload(file, 'utility_bill'));

    expect(result.current.status).toBe('uploaded');
    expect(harness.events).toEqual([
      { type: 'document_uploaded', documentId: 'doc_1', purpose: 'utility_bill', version: 1, at: expect.any(String) as string },
    ]);
    expect(JSON.stringify(harness.events)).not.toContain('ada-lovelace');
  });
});

const identityTask = (status: 'action_required' | 'in_review'): Task =>
  identityVerificationTask({ expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(), status }, status);

describe('given a hosted verification the person opens and comes back from', () => {
  it('should report it opened, then returned once the task is read with the session in review', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    let current = identityTask('action_required');
    const harness = createHookHarness({ getTask: vi.fn(async () => current) });
    const { result } = renderHook(() => useVerificationSession(identityTask('action_required'), 'identity'), {
      wrapper: harness.wrapper,
      reactStrictMode: true,
    });
    await act(() => result.current.open());
    expect(harness.events).toMatchObject([{ type: 'verification_opened', taskId: 'tsk_idv', sessionKey: 'identity' }]);

    current = identityTask('in_review');
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(result.current.status).toBe('in_review'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(typesOf(harness.events)).toEqual(['verification_opened', 'verification_returned']));
    expect(harness.events[1]).toMatchObject({ taskId: 'tsk_idv', sessionKey: 'identity', status: 'in_review' });
  });
});

const capability = (id: string, status: string) => ({ id, method: 'ach', status }) as unknown as Capability;

function Probe({ onClient }: { onClient: (client: PaykitClient) => void }) {
  onClient(usePaykitClient());
  return null;
}

describe('given a provider with onEvent', () => {
  it('should report a capability once, when a read shows it ready after one that did not', () => {
    const queryClient = new QueryClient();
    const events: PaykitEvent[] = [];
    const client = { baseUrl: '/api/paykit' } as unknown as PaykitClient;
    const wrap = (children: ReactNode) => (
      <StrictMode>
        <PaykitProvider client={client} queryClient={queryClient} events={false} onEvent={(event) => events.push(event)}>
          {children}
        </PaykitProvider>
      </StrictMode>
    );
    queryClient.setQueryData(paykitQueryKeys.capabilities.list(), [capability('ach_pooled', 'restricted'), capability('card', 'ready')]);
    render(wrap(null));
    act(
      () =>
        void queryClient.setQueryData(paykitQueryKeys.capabilities.list(), [
          capability('ach_pooled', 'ready'),
          capability('card', 'ready'),
        ]),
    );
    act(() => void queryClient.setQueryData(paykitQueryKeys.capabilities.list(), [capability('ach_pooled', 'ready')]));
    expect(events).toEqual([{ type: 'capability_ready', capabilityId: 'ach_pooled', version: 1, at: expect.any(String) as string }]);
  });

  it('should call the latest inline callback, and keep the given client when there is none', async () => {
    const uploadDocument = vi.fn(async () => ({ id: 'doc_1' }) as DocumentResource);
    const client = { baseUrl: '/api/paykit', uploadDocument } as unknown as PaykitClient;
    const first = vi.fn();
    const second = vi.fn();
    const seen: PaykitClient[] = [];
    const ui = (onEvent?: (event: PaykitEvent) => void) => (
      <PaykitProvider client={client} events={false} onEvent={onEvent}>
        <Probe onClient={(given) => seen.push(given)} />
      </PaykitProvider>
    );
    const view = render(ui(undefined));
    expect(seen.at(-1)).toBe(client);

    view.rerender(ui(first));
    view.rerender(ui(second));
    await seen.at(-1)?.uploadDocument({ file: new Blob(['%PDF']), purpose: 'utility_bill' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: 'document_uploaded', documentId: 'doc_1' }));
  });

  it('should let the part go on when the callback throws, and throw its error again outside', async () => {
    vi.useFakeTimers();
    const client = {
      baseUrl: '/api/paykit',
      uploadDocument: vi.fn(async () => ({ id: 'doc_1' }) as DocumentResource),
    } as unknown as PaykitClient;
    const onEvent = () => {
      throw new Error('analytics is down');
    };
    const { result } = renderHook(() => useDocumentUpload(), {
      wrapper: ({ children }) => (
        <PaykitProvider client={client} events={false} onEvent={onEvent}>
          {children}
        </PaykitProvider>
      ),
    });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])], 'bill.pdf');
    await act(() => result.current.upload(file, 'utility_bill'));
    expect(result.current.status).toBe('uploaded');
    expect(() => vi.runOnlyPendingTimers()).toThrow('analytics is down');
  });
});
