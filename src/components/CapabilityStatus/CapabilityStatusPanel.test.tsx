import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Capability, Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import type { FakePlatform } from '../../testing/index.js';
import { answerRequirements, type RequirementRead } from '../../testing/scenarios/answerRequirements.js';
import { createScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { CapabilityStatusPanel } from './CapabilityStatusPanel.js';

const forceStatus = (platform: FakePlatform, apiKey: string, customerId: string, capabilityId: string, status: string) =>
  createScenarioClient(platform, apiKey).post(`/v3/sandbox/customers/${customerId}/capabilities/${capabilityId}/status`, { status });

const panel = () => screen.findByRole('region', { name: 'ACH bank transfers (shared account)' });

describe('given a restricted capability with open tasks', () => {
  it('should show its status, reason, applications and lead to its tasks', async () => {
    const user = userEvent.setup();
    const onOpenTasks = vi.fn();
    const { scenario, container } = await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" onOpenTasks={onOpenTasks} />, {
      scenario: 'individualWithOpenTasks',
    });

    const region = await panel();
    expect(within(region).getByRole('heading', { level: 2, name: 'ACH bank transfers (shared account)' })).toBeInTheDocument();
    expect(within(region).getAllByText('Action needed')[0]).toHaveAttribute('data-tone', 'warning');
    expect(within(region).getAllByText('There are questions to answer.').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('Complete the open tasks to activate');
    expect(await within(region).findByText('4 things to do')).toBeInTheDocument();
    expect(within(region).getByText('Lead Bank (BIC LEADUS44)')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Go to your tasks' }));
    expect(onOpenTasks).toHaveBeenCalledWith(scenario.taskIds);
    await expectNoAxeViolations(container);
  });
});

describe("given SEPA asking what ACH asks, and a reviewer sending ACH's answers back", () => {
  it("should lead to the copy sent back for changes, the one the person answers, not to SEPA's own", async () => {
    const user = userEvent.setup();
    const onOpenTasks = vi.fn();
    let achProfile = '';
    let sepaProfile = '';
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="sepa_pooled" onOpenTasks={onOpenTasks} />, {
      scenario: 'individualWithOpenTasks',
      prepare: async ({ client }) => {
        await client.requestCapability('sepa_pooled');
        const { data: tasks } = await client.listTasks({ limit: 100 });
        const profileOf = (capabilityId: string) =>
          tasks.find((task) => task.category === 'customer_information' && task.scope?.id === capabilityId) as Task;
        achProfile = profileOf('ach_pooled').id;
        sepaProfile = profileOf('sepa_pooled').id;
        const answers = answerRequirements(profileOf('ach_pooled').requirements as RequirementRead[]);
        await client.createSubmission(achProfile, { taskRevision: profileOf('ach_pooled').revision, answers });
        await client.reviewSandboxTask(achProfile, { outcome: 'changes_requested' });
      },
    });

    const region = await screen.findByRole('region', { name: 'SEPA transfers (shared account)' });
    // Identity, terms, the profile and the address: each once, though SEPA and ACH each hold a copy.
    expect(await within(region).findByText('4 things to do')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Go to your tasks' }));
    const [opened] = onOpenTasks.mock.calls[0] as [string[]];
    expect(opened).toHaveLength(4);
    expect(opened).toContain(achProfile);
    expect(opened).not.toContain(sepaProfile);
  });
});

describe('given a capability forced to ready', () => {
  it('should say it is ready and offer no cancel', async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ platform, scenario }) =>
        forceStatus(platform, scenario.apiKey, scenario.customerId, 'ach_pooled', 'ready').then(() => undefined),
    });

    const region = await panel();
    expect(within(region).getAllByText('Ready')[0]).toHaveAttribute('data-tone', 'success');
    expect(within(region).getByText('Nothing more to do: this method is ready to use.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Cancel this method' })).not.toBeInTheDocument();
  });
});

describe('given a capability forced to rejected', () => {
  it('should render the merchant support slot', async () => {
    await renderWithFakeKit(
      <CapabilityStatusPanel capabilityId="ach_pooled" supportSlot={<a href="https://shop.example/help">Write to our team</a>} />,
      {
        scenario: 'individualWithOpenTasks',
        prepare: ({ platform, scenario }) =>
          forceStatus(platform, scenario.apiKey, scenario.customerId, 'ach_pooled', 'rejected').then(() => undefined),
      },
    );

    const region = await panel();
    expect(within(region).getAllByText('Rejected')[0]).toHaveAttribute('data-tone', 'danger');
    expect(within(region).getAllByText('This was not accepted in review.').length).toBeGreaterThan(0);
    expect(region).not.toHaveTextContent('Contact support to appeal');
    expect(within(region).getByRole('link', { name: 'Write to our team' })).toBeInTheDocument();
  });

  it('should ask the person to contact support when no slot is given', async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ platform, scenario }) =>
        forceStatus(platform, scenario.apiKey, scenario.customerId, 'ach_pooled', 'rejected').then(() => undefined),
    });

    expect(within(await panel()).getByText('Contact support to find out what happens next.')).toBeInTheDocument();
  });
});

describe('given a capability waiting on a task in review', () => {
  it('should name what is being reviewed', async () => {
    const submitted = { taskId: '' };
    // Rendered after `prepare`, so it sees the id of the task just submitted.
    function Waiting() {
      const waiting: Capability = {
        id: 'ach_pooled',
        method: 'ach',
        accountType: 'pooled',
        directions: ['payin', 'payout'],
        status: 'pending',
        statusReason: { code: 'tasks_in_review', resolution: 'wait', message: 'Your answers are being reviewed.' },
        openTaskIds: [submitted.taskId],
        applications: [],
      };
      return <CapabilityStatusPanel capability={waiting} />;
    }
    await renderWithFakeKit(<Waiting />, {
      scenario: 'individualWithOpenTasks',
      prepare: async ({ platform, scenario }) => {
        const api = createScenarioClient(platform, scenario.apiKey);
        for (const taskId of scenario.taskIds) {
          const { data: task } = await api.get<{ data: { revision: number; category: string; requirements: RequirementRead[] } }>(
            `/v3/customers/${scenario.customerId}/tasks/${taskId}`,
          );
          if (task.category !== 'customer_information') continue;
          await api.post(`/v3/customers/${scenario.customerId}/tasks/${taskId}/submissions`, {
            taskRevision: task.revision,
            answers: answerRequirements(task.requirements),
          });
          submitted.taskId = taskId;
        }
      },
    });

    const region = await panel();
    expect(within(region).getAllByText('Pending')[0]).toHaveAttribute('data-tone', 'info');
    expect(await within(region).findByText("We're reviewing: Tell us about yourself. There's nothing to do for now.")).toBeInTheDocument();
  });
});

describe('given a status and resolution the kit does not know', () => {
  it("should show a neutral badge and no words of the API's own", async () => {
    const unknown: Capability = {
      id: 'ach_pooled',
      method: 'ach',
      accountType: 'pooled',
      directions: ['payin'],
      status: 'paused_for_audit',
      statusReason: { code: 'audit', resolution: 'escalate_to_partner', message: 'RAW-API-WORDING' },
      openTaskIds: [],
      applications: [],
    };
    await renderWithFakeKit(<CapabilityStatusPanel capability={unknown} />, { scenario: 'newIndividual' });

    const region = await panel();
    expect(within(region).getByText('Paused for audit')).toHaveAttribute('data-tone', 'neutral');
    expect(region).not.toHaveTextContent('RAW-API-WORDING');
    expect(region).not.toHaveTextContent('Audit');
    expect(within(region).queryByRole('group', { name: 'Next step' })).not.toBeInTheDocument();
  });
});

describe('given a restricted capability with an issued account under it', () => {
  it('should explain the blocking resources when cancel is refused', async () => {
    const user = userEvent.setup();
    const { scenario } = await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'readyForPayments',
      prepare: ({ platform, scenario }) =>
        forceStatus(platform, scenario.apiKey, scenario.customerId, 'ach_pooled', 'restricted').then(() => undefined),
    });

    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Cancel this method' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel ACH bank transfers (shared account)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the method' }));

    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("ACH bank transfers (shared account) can't be canceled yet. First:");
    expect(alert).toHaveTextContent(`Account ${scenario.bankAccountId}: archive it`);
  });
});

describe('given a restricted capability the person cancels', () => {
  it('should cancel it on the platform after the confirmation', async () => {
    const user = userEvent.setup();
    const { client } = await renderWithFakeKit(<CapabilityStatusPanel capabilityId="ach_pooled" />, {
      scenario: 'individualWithOpenTasks',
    });

    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Cancel this method' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Cancel this method' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the method' }));

    expect(await screen.findByText('ACH bank transfers (shared account) was canceled.')).toHaveFocus();
    await waitFor(async () => {
      const { data } = await client.listCapabilities({ limit: 10 });
      expect(data.find((capability) => capability.id === 'ach_pooled')?.status).toBe('canceled');
    });
  });
});

describe('given the auto-granted stablecoin capability', () => {
  it('should offer no cancel', async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="stablecoin_transfers" />, { scenario: 'newIndividual' });
    const region = await screen.findByRole('region', { name: 'Stablecoin transfers' });
    expect(within(region).getByText('Nothing more to do: this method is ready to use.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('given a capability the customer never requested', () => {
  it('should say so', async () => {
    await renderWithFakeKit(<CapabilityStatusPanel capabilityId="sepa_pooled" />, { scenario: 'newIndividual' });
    expect(await screen.findByText("Sepa pooled hasn't been requested.")).toBeInTheDocument();
  });
});
