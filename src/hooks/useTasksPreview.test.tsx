import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { TaskPreviewItem } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useTasksPreview } from './useTasksPreview.js';

const proofOfAddress: TaskPreviewItem = {
  category: 'proof_of_address',
  requirements: [
    {
      key: 'proof_of_address_utility_bill',
      section: 'address',
      request: { type: 'document', prompt: 'A utility bill from the last 90 days showing your home address.' },
    },
  ],
  verificationSessions: [],
  tosSessions: [],
} as TaskPreviewItem;

describe('given chosen institutions', () => {
  it('should preview them sorted, under the same key whatever their order', async () => {
    const { client, queryClient, wrapper } = createHookHarness({ previewCapabilityTasks: vi.fn(async () => [proofOfAddress]) });

    const { result } = renderHook(() => useTasksPreview('ach_pooled', ['ins_zeta', 'ins_alpha']), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([proofOfAddress]);
    expect(client.previewCapabilityTasks).toHaveBeenCalledWith(
      'ach_pooled',
      { institutions: ['ins_alpha', 'ins_zeta'] },
      { signal: expect.any(AbortSignal) },
    );
    expect(queryClient.getQueryData(paykitQueryKeys.capabilities.preview('ach_pooled', ['ins_alpha', 'ins_zeta']))).toEqual([
      proofOfAddress,
    ]);
  });
});

describe('given no institutions', () => {
  it('should preview the defaults', async () => {
    const { client, wrapper } = createHookHarness({ previewCapabilityTasks: vi.fn(async () => []) });

    const { result } = renderHook(() => useTasksPreview('card'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(client.previewCapabilityTasks).toHaveBeenCalledWith('card', {}, { signal: expect.any(AbortSignal) });
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 404, code: 'not_found' });
    const { wrapper } = createHookHarness({ previewCapabilityTasks: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useTasksPreview('unknown_method'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
