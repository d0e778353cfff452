import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateRecipientBody } from '../../core/client/index.js';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useCreateRecipient } from './useCreateRecipient.js';
import { useRecipients } from './useRecipients.js';

describe('given a new business recipient', () => {
  it('should add it and refresh the recipients', async () => {
    const harness = await createMoneyHookHarness('newIndividual');
    const { result } = renderHook(() => ({ list: useRecipients(), create: useCreateRecipient() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    await act(() =>
      result.current.create.mutateAsync({ type: 'business', relationship: 'vendor', companyName: 'Acme Supplies', externalId: 'vendor-1' }),
    );

    await waitFor(() => expect(result.current.list.data?.map((recipient) => recipient.companyName)).toEqual(['Acme Supplies']));
    expect(result.current.create.data).toMatchObject({ type: 'business', status: 'active', externalId: 'vendor-1' });
  });
});

describe('given an individual without a last name', () => {
  it('should expose the refusal with its code', async () => {
    const harness = await createMoneyHookHarness('newIndividual');
    const { result } = renderHook(() => useCreateRecipient(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, {
      type: 'individual',
      relationship: 'family',
      firstName: 'Ada',
      lastName: '',
    } as CreateRecipientBody);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.status).toBe(400);
    expect(result.current.error?.code).toBe('recipient_name_invalid');
  });
});
