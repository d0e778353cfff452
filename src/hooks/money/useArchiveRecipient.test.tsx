import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useArchiveRecipient } from './useArchiveRecipient.js';

describe('given a recipient no longer paid', () => {
  it('should archive it', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { result } = renderHook(() => useArchiveRecipient(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, harness.scenario.recipientId);

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.status).toBe('archived');
    const recipients = await harness.client.listRecipients({ limit: 100 });
    expect(recipients.data.find((recipient) => recipient.id === harness.scenario.recipientId)?.status).toBe('archived');
  });
});

describe('given a recipient that does not exist', () => {
  it('should expose the 404 as a PaykitError', async () => {
    const harness = await createMoneyHookHarness('newIndividual');
    const { result } = renderHook(() => useArchiveRecipient(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, 'rcp_missing1');

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.status).toBe(404);
  });
});
