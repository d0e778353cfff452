import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, PaykitProvider, type Capability, type PaykitClient } from '../../src/index.js';
import { expectNoAxeViolations } from '../../src/test-support/axe.js';
import { CapabilitiesCard } from './CapabilitiesCard.js';

const stablecoin: Capability = {
  id: 'stablecoin_transfers',
  method: 'stablecoin_transfers',
  accountType: null,
  directions: ['payin', 'payout'],
  status: 'ready',
  statusReason: { code: 'active', resolution: 'none', message: 'stablecoin_transfers is ready to use.' },
  openTaskIds: [],
  applications: [],
};
const ach: Capability = {
  id: 'ach_pooled',
  method: 'ach',
  accountType: 'pooled',
  directions: ['payin', 'payout'],
  status: 'restricted',
  statusReason: { code: 'tasks_open', resolution: 'complete_tasks', message: 'Complete the open tasks.' },
  openTaskIds: ['tsk_1'],
  applications: [],
};

function renderCard(listCapabilities: PaykitClient['listCapabilities']) {
  const client = { baseUrl: '/api/paykit', listCapabilities: vi.fn(listCapabilities) } as unknown as PaykitClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PaykitProvider client={client} queryClient={queryClient} locale="en">
      <CapabilitiesCard />
    </PaykitProvider>,
  );
}

describe('given a customer with capabilities', () => {
  it('should list each with its status badge and reason', async () => {
    const { container } = renderCard(async () => ({ data: [stablecoin, ach], nextCursor: null, hasMore: false }));

    const region = screen.getByRole('region', { name: 'Payment capabilities' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading capabilities');
    const items = await within(region).findAllByRole('listitem');

    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Stablecoin transfers');
    expect(within(items[0]!).getByText('Ready')).toHaveAttribute('data-tone', 'success');
    expect(items[0]).toHaveTextContent('stablecoin_transfers is ready to use.');
    expect(items[1]).toHaveTextContent('ACH, pooled account');
    expect(within(items[1]!).getByText('Action needed')).toHaveAttribute('data-tone', 'warning');
    expect(items[1]).toHaveTextContent('Complete the open tasks.');
    await expectNoAxeViolations(container);
  });

  it('should say so when there are none', async () => {
    renderCard(async () => ({ data: [], nextCursor: null, hasMore: false }));
    expect(await screen.findByText('No capabilities yet.')).toBeInTheDocument();
  });
});

describe('given a read that fails', () => {
  it('should explain, show the reference, and load again on retry', async () => {
    const user = userEvent.setup();
    const answers: (() => Promise<Awaited<ReturnType<PaykitClient['listCapabilities']>>>)[] = [
      () => Promise.reject(new PaykitError({ kind: 'network', correlationId: 'req_77' })),
      async () => ({ data: [stablecoin], nextCursor: null, hasMore: false }),
    ];
    const { container } = renderCard(() => answers.shift()!());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the capabilities.");
    expect(alert).toHaveTextContent("We couldn't reach the server.");
    expect(alert).toHaveTextContent('req_77');
    await expectNoAxeViolations(container);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Stablecoin transfers')).toBeInTheDocument();
  });
});
