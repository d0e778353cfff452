import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useCreateDestination } from './useCreateDestination.js';
import { useDestinations } from './useDestinations.js';

describe('given a SEPA account for a recipient', () => {
  it('should add it and refresh the recipient’s destinations', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { recipientId } = harness.scenario;
    const { result } = renderHook(() => ({ list: useDestinations(recipientId), create: useCreateDestination() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));

    await act(() =>
      result.current.create.mutateAsync({
        recipientId,
        body: { type: 'sepa', currency: 'EUR', details: { iban: 'DE89370400440532013000', accountHolderName: 'Grace Hopper' } },
      }),
    );

    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(result.current.create.data).toMatchObject({ type: 'sepa', currency: 'EUR' });
  });
});

describe('given an IBAN that fails its checksum', () => {
  it('should expose the refusal with a pointer to the field', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { result } = renderHook(() => useCreateDestination(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, {
      recipientId: harness.scenario.recipientId,
      body: { type: 'sepa', currency: 'EUR', details: { iban: 'DE00370400440532013000', accountHolderName: 'Grace Hopper' } },
    });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.errors.map((error) => error.pointer)).toContain('/details/iban');
  });
});
