import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeKitHookHarness } from './forms/test-support/fakeKitHookHarness.js';
import { useCapabilities } from './useCapabilities.js';
import { useOnboarding } from './useOnboarding.js';

describe('given a new customer in a StrictMode app', () => {
  it('should request the chosen capability once, and move on once the capabilities were read again', async () => {
    const harness = await createFakeKitHookHarness('newIndividual');
    const { client, scenario, sent, wrapper } = harness;
    const start = {
      customerId: scenario.customerId,
      capabilities: (await client.listCapabilities({ limit: 100 })).data,
      tasks: (await client.listTasks({ limit: 100 })).data,
      storage: null,
    };
    const onStepChange = vi.fn();
    const { result } = renderHook(() => ({ onboarding: useOnboarding({ ...start, onStepChange }), capabilities: useCapabilities() }), {
      wrapper,
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.capabilities.status).toBe('success'));
    expect(result.current.onboarding.state.step).toBe('choose');

    act(() => {
      result.current.onboarding.send({ type: 'choose', choices: [{ capabilityId: 'card', institutionId: null }] });
      result.current.onboarding.send({ type: 'request' });
    });
    await waitFor(() => expect(result.current.onboarding.state.step).toBe('tasks'));

    const requests = sent.filter((request) => request.method === 'POST' && request.path.endsWith('/capabilities/card'));
    expect(requests).toHaveLength(1);
    expect(result.current.capabilities.data?.map((capability) => capability.id)).toContain('card');
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual(['preview', 'request', 'tasks']);
  });
});
