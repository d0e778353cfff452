import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStreamStatus } from '../eventStreamConnection.js';
import { PaykitEventStreamContext } from '../PaykitContext.js';
import { MONEY_POLL_INTERVAL_MS } from './livePolling.js';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useTransfer } from './useTransfer.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(MONEY_POLL_INTERVAL_MS));

describe('given a pay-in awaiting funds', () => {
  it('should read it no more while the event stream is live, and poll again once the stream drops', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    const reads = () => sentTo(harness, 'GET', new RegExp(`^/transfers/${transferId}$`)).length;
    let setStream: (status: EventStreamStatus) => void = () => undefined;
    const Stream = ({ children }: { children: ReactNode }) => {
      const [status, set] = useState<EventStreamStatus>('live');
      setStream = set;
      return <PaykitEventStreamContext.Provider value={{ status, closedReason: null }}>{children}</PaykitEventStreamContext.Provider>;
    };
    const Wrapper = harness.wrapper;
    const { result } = renderHook(() => useTransfer(transferId), {
      wrapper: ({ children }) => (
        <Wrapper>
          <Stream>{children}</Stream>
        </Wrapper>
      ),
    });
    await waitFor(() => expect(result.current.data?.state).toBe('awaiting_funds'));

    for (let poll = 0; poll < 20; poll += 1) await tick();
    expect(reads()).toBe(1);

    act(() => setStream('reconnecting'));
    await tick();
    expect(reads()).toBe(2);
    await tick();
    expect(reads()).toBe(3);
  });

  it('should follow it to completed through polling, then stop polling', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    const reads = () => sentTo(harness, 'GET', new RegExp(`^/transfers/${transferId}$`)).length;
    const { result } = renderHook(() => useTransfer(transferId), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('awaiting_funds'));

    await tick();
    expect(reads()).toBe(2);
    await harness.client.setSandboxTransferState(transferId, { state: 'completed' });
    await tick();

    await waitFor(() => expect(result.current.data?.state).toBe('completed'));
    const settled = reads();
    await tick();
    await tick();
    expect(reads()).toBe(settled);
  });

  it('should show a failure with its reason', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    await harness.client.setSandboxTransferState(transferId, {
      state: 'failed',
      stateDetail: { code: 'rail_rejected', message: 'The bank refused it.' },
    });

    const { result } = renderHook(() => useTransfer(transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.data?.state).toBe('failed'));
    expect(result.current.data?.stateDetail).toMatchObject({ code: 'rail_rejected', message: 'The bank refused it.' });
  });
});

describe('given a transfer that does not exist', () => {
  it('should expose the PaykitError', async () => {
    const harness = await createMoneyHookHarness('newIndividual');

    const { result } = renderHook(() => useTransfer('tr_missing1'), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.status).toBe(404);
  });
});
