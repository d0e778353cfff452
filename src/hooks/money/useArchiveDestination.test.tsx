import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useArchiveDestination } from './useArchiveDestination.js';
import { useDestinations } from './useDestinations.js';

describe('given a destination no longer used', () => {
  it('should archive it and drop it from the active list', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { recipientId, destinationId } = harness.scenario;
    const { result } = renderHook(() => ({ list: useDestinations(recipientId), archive: useArchiveDestination() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));

    await act(() => result.current.archive.mutateAsync({ recipientId, destinationId }));

    await waitFor(() => expect(result.current.list.data).toEqual([]));
  });
});
