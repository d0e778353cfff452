import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { createFakeKitBackend, createFakePlatform, runScenario } from '../../testing/index.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { CapabilityList } from './CapabilityList.js';

describe('given a customer with a restricted and a ready capability', () => {
  it('should list each with its badge, reason and next step', async () => {
    const user = userEvent.setup();
    const onOpenTasks = vi.fn();
    const { container, scenario } = await renderWithFakeKit(<CapabilityList onOpenTasks={onOpenTasks} />, {
      scenario: 'individualWithOpenTasks',
    });

    const list = await screen.findByRole('list', { name: 'Payment methods' });
    const items = within(list).getAllByRole('region');
    expect(items.map((item) => within(item).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Stablecoin transfers',
      'ACH bank transfers (shared account)',
    ]);
    expect(within(items[0] as HTMLElement).getAllByText('Ready')[0]).toBeInTheDocument();
    const ach = items[1] as HTMLElement;
    expect(within(ach).getAllByText('There are questions to answer.').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('Complete the open tasks to activate');
    await user.click(await within(ach).findByRole('button', { name: 'Go to your tasks' }));
    expect(onOpenTasks).toHaveBeenCalledWith(scenario.taskIds);
    await expectNoAxeViolations(container);
  });
});

describe('given a filter that keeps none of the capabilities', () => {
  it('should say there are none', async () => {
    await renderWithFakeKit(<CapabilityList filter={(capability) => capability.id === 'sepa_pooled'} />, { scenario: 'newIndividual' });
    expect(await screen.findByText('No payment methods yet.')).toBeInTheDocument();
  });
});

describe('given the capabilities are still loading', () => {
  it('should announce that they load', async () => {
    await renderWithFakeKit(<CapabilityList />, { scenario: 'newIndividual' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment methods');
    expect(await screen.findByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });
});

describe('given the capabilities cannot be read at first', () => {
  it('should show the error with its reference, and read them again on retry', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'newIndividual');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    let failures = 1;
    const client = createPaykitClient({
      baseUrl: '/api/paykit',
      fetch: async (input, init) => {
        if (failures-- > 0) {
          const problem = {
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            code: 'validation_error',
            detail: 'Refused',
            correlationId: 'req_cap_1',
          };
          return new Response(JSON.stringify(problem), { status: 400, headers: { 'Content-Type': 'application/problem+json' } });
        }
        return backend.fetch(input, init);
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false}>
        <CapabilityList />
      </PaykitProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your payment methods.");
    expect(alert).toHaveTextContent('Reference: req_cap_1');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });
});
