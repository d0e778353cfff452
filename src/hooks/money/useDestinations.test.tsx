import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useDestinations } from './useDestinations.js';

describe('given a recipient with an ACH destination', () => {
  it('should list it', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');

    const { result } = renderHook(() => useDestinations(harness.scenario.recipientId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([expect.objectContaining({ id: harness.scenario.destinationId, type: 'ach', status: 'ready' })]);
  });
});
