import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient, PaykitError } from '../../core/client/index.js';
import { PaykitProvider, paykitQueryKeys } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { createFakeKitBackend, createFakePlatform, runScenario, type FakePlatform } from '../../testing/index.js';
import { createScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { attachTransferTask } from '#test-support/transferSetup';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import type { NotificationItem } from '../../core/notifications/index.js';
import { NotificationBanner } from './NotificationBanner.js';

const ACH = 'ACH bank transfers (shared account)';
const SEPA = 'SEPA transfers (shared account)';

const request = (platform: FakePlatform, apiKey: string, customerId: string, capabilityId: string) =>
  createScenarioClient(platform, apiKey).post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, {});

describe('given two bank methods that wait on the same tasks', () => {
  it('should count each task once, say what it is for, and link it to where it is done', async () => {
    const onNotificationsChange = vi.fn();
    const { container, client } = await renderWithFakeKit(
      <NotificationBanner hrefFor={(item) => `/onboarding?task=${item.task?.id ?? ''}`} onNotificationsChange={onNotificationsChange} />,
      {
        scenario: 'individualWithOpenTasks',
        prepare: ({ platform, scenario }) => request(platform, scenario.apiKey, scenario.customerId, 'sepa_pooled').then(() => undefined),
      },
    );

    const banner = await screen.findByRole('region', { name: '4 things need your attention' });
    const items = within(within(banner).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const { data: capabilities } = await client.listCapabilities({ limit: 10 });
    const openTaskCount = capabilities.reduce((sum, capability) => sum + capability.openTaskIds.length, 0);
    expect(openTaskCount).toBeGreaterThan(4);
    const profile = within(banner).getByRole('link', { name: 'Tell us about yourself' });
    expect(profile.closest('li')).toHaveTextContent(`To doTell us about yourselfFor ${ACH} and ${SEPA}`);
    expect(profile.getAttribute('href')).toMatch(/^\/onboarding\?task=tsk_/);
    expect(onNotificationsChange.mock.calls).toEqual([[{ total: 4, actionRequired: 4 }]]);
    await expectNoAxeViolations(container);
  });
});

describe('given a customer with nothing to do', () => {
  it('should render nothing, while it reads and once it has read, and report zero once', async () => {
    const onNotificationsChange = vi.fn();
    const { container, queryClient } = await renderWithFakeKit(<NotificationBanner onNotificationsChange={onNotificationsChange} />, {
      scenario: 'newIndividual',
    });

    const root = container.querySelector('[data-paykit-root]');
    expect(root).toBeEmptyDOMElement();
    await waitFor(() => expect(onNotificationsChange).toHaveBeenCalledWith({ total: 0, actionRequired: 0 }));
    expect(root).toBeEmptyDOMElement();
    await queryClient.refetchQueries({ queryKey: paykitQueryKeys.capabilities.all });
    expect(onNotificationsChange).toHaveBeenCalledTimes(1);
  });
});

describe('given a task a reviewer sent back', () => {
  it('should say which one needs changes, among the other tasks to do', async () => {
    await renderWithFakeKit(<NotificationBanner onSelect={() => {}} />, { scenario: 'capabilityChangesRequested' });

    const banner = await screen.findByRole('region', { name: '4 things need your attention' });
    const profile = within(banner).getByRole('button', { name: 'Tell us about yourself' });
    expect(profile.closest('li')).toHaveTextContent(`Changes requestedTell us about yourselfFor ${ACH}`);
  });
});

describe('given a payment held for answers', () => {
  it('should name the payment, hand the item to onSelect, and say it is in review once answered', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn((_item: NotificationItem, event: { preventDefault: () => void }) => event.preventDefault());
    const onNotificationsChange = vi.fn();
    const { client, queryClient, scenario } = await renderWithFakeKit(
      <NotificationBanner
        hrefFor={(item) => (item.about[0]?.type === 'transfer' ? `#transfer-${item.about[0].id}` : undefined)}
        onSelect={onSelect}
        onNotificationsChange={onNotificationsChange}
      />,
      {
        scenario: 'payinAwaitingFunds',
        prepare: async ({ client, scenario }) => void (await attachTransferTask(client, scenario.transferId)),
      },
    );

    const banner = await screen.findByRole('region', { name: '1 thing needs your attention' });
    const link = within(banner).getByRole('link', { name: 'Additional information requested' });
    expect(link).toHaveAttribute('href', `#transfer-${scenario.transferId}`);
    expect(link.closest('li')).toHaveTextContent('To doAdditional information requestedFor A payment');
    await user.click(link);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ kind: 'task', about: [{ type: 'transfer', id: scenario.transferId }] });
    expect(window.location.hash).toBe('');

    const task = (await client.listTransferTasks(scenario.transferId)).data[0];
    await client.createSubmission(
      task?.id ?? '',
      {
        taskRevision: task?.revision ?? 0,
        answers: (task?.requirements ?? []).map((requirement) => ({
          requirementId: requirement.id,
          answerType: 'text',
          value: 'Rent for May',
        })),
      },
      { idempotencyKey: 'idem-notify-1' },
    );
    await queryClient.invalidateQueries({ queryKey: paykitQueryKeys.tasks.all });

    const updated = await screen.findByRole('region', { name: '1 update on your account' });
    expect(within(updated).getByRole('link', { name: 'A payment' }).closest('li')).toHaveTextContent(
      'In reviewA paymentWe are reviewing it. Nothing to do for now.',
    );
    expect(onNotificationsChange.mock.calls).toEqual([[{ total: 1, actionRequired: 1 }], [{ total: 1, actionRequired: 0 }]]);
  });
});

describe('given a new method, a held payment and an account being set up', () => {
  it('should list them all, action first, each about what it unblocks', async () => {
    await renderWithFakeKit(<NotificationBanner hrefFor={() => '#where'} />, {
      scenario: 'payinAwaitingFunds',
      prepare: async ({ platform, scenario, client }) => {
        await request(platform, scenario.apiKey, scenario.customerId, 'sepa_pooled');
        platform.core.settings.provisioningMs = 60 * 60_000;
        await client.createAccount({
          origin: 'issued',
          type: 'bank',
          method: 'ach',
          label: 'Payouts',
          settlement: { accountId: scenario.walletAccountId },
        });
        await attachTransferTask(client, scenario.transferId);
      },
    });

    const banner = await screen.findByRole('region', { name: '5 things need your attention' });
    const items = within(within(banner).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-urgency'))).toEqual([...Array(5).fill('action_required'), 'informational']);
    expect(within(banner).getByRole('link', { name: 'Verify your identity' }).closest('li')).toHaveTextContent(`For ${SEPA}`);
    expect(within(banner).getByRole('link', { name: 'Additional information requested' }).closest('li')).toHaveTextContent('For A payment');
    expect(within(banner).getByRole('link', { name: 'Payouts' }).closest('li')).toHaveTextContent(
      'Being set upPayoutsNothing to do for now.',
    );
  });
});

describe('given the reads fail', () => {
  it('should show the error with the caller’s props, call onLoadError once, and read again on retry', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ seed: 1 });
    const scenario = await runScenario(platform, 'individualWithOpenTasks');
    const backend = createFakeKitBackend({ platform, customerId: scenario.customerId, apiKey: scenario.apiKey });
    let failures = 1;
    const client = createPaykitClient({
      baseUrl: '/api/paykit',
      fetch: async (input, init) => {
        if (String(input).includes('/tasks') && failures-- > 0) {
          const problem = { type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden', correlationId: 'req_notify_1' };
          return new Response(JSON.stringify(problem), { status: 403, headers: { 'Content-Type': 'application/problem+json' } });
        }
        return backend.fetch(input, init);
      },
    });
    const onLoadError = vi.fn();
    const ref = createRef<HTMLElement>();
    render(
      <PaykitProvider
        client={client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        locale="en"
        events={false}
      >
        <NotificationBanner ref={ref} className="merchant-banner" data-testid="banner" onLoadError={onLoadError} />
      </PaykitProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check what needs your attention.");
    expect(alert).toHaveTextContent('Reference: req_notify_1');
    expect(screen.getByTestId('banner')).toHaveClass('paykit-notification-banner', 'merchant-banner');
    expect(ref.current).toBe(screen.getByTestId('banner'));
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError.mock.calls[0]?.[0]).toBeInstanceOf(PaykitError);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /things need your attention/ })).toBe(ref.current);
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});

describe('given a French page', () => {
  it('should speak French', async () => {
    await renderWithFakeKit(<NotificationBanner />, { scenario: 'individualWithOpenTasks', locale: 'fr' });

    const banner = await screen.findByRole('region', { name: /points demandent votre attention/ });
    expect(banner).toHaveTextContent('À faire');
  });
});
