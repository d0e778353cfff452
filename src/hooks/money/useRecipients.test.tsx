import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useRecipients } from './useRecipients.js';

describe('given a customer with a payout recipient', () => {
  it('should list it, and none for an externalId it does not carry', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');

    const { result } = renderHook(() => ({ all: useRecipients(), tagged: useRecipients({ externalId: 'nobody' }) }), {
      wrapper: harness.wrapper,
    });

    await waitFor(() => expect(result.current.all.status).toBe('success'));
    expect(result.current.all.data?.map((recipient) => recipient.id)).toEqual([harness.scenario.recipientId]);
    await waitFor(() => expect(result.current.tagged.status).toBe('success'));
    expect(result.current.tagged.data).toEqual([]);
  });
});
