import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TaskHistory } from '../core/schemas/index.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useApplicationHistory } from './useApplicationHistory.js';

const history: TaskHistory = { applicationId: 'apl_1', capabilityId: 'sepa_pooled', tasks: [] };

describe('given an application', () => {
  it("should read that application's history of that capability", async () => {
    const getApplicationHistory = vi.fn(async () => history);
    const { wrapper } = createHookHarness({ getApplicationHistory });

    const { result } = renderHook(() => useApplicationHistory('sepa_pooled', 'apl_1'), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(history));
    expect(getApplicationHistory).toHaveBeenCalledWith('sepa_pooled', 'apl_1', expect.objectContaining({ signal: expect.anything() }));
  });
});

describe('given no application yet', () => {
  it('should read nothing', async () => {
    const getApplicationHistory = vi.fn(async () => history);
    const { wrapper } = createHookHarness({ getApplicationHistory });

    const { result } = renderHook(() => useApplicationHistory('sepa_pooled', undefined), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(getApplicationHistory).not.toHaveBeenCalled();
  });
});
