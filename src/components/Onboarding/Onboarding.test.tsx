import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { readOnboardingPosition, type OnboardingStep } from '../../core/onboarding/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import type { PaykitClient } from '../../core/client/index.js';
import type { FakePlatform } from '../../testing/index.js';
import { createScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { handInAchCopies } from '../test-support/handInSharedTasks.js';
import { useNodeMultipart } from '../test-support/nodeMultipart.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { Onboarding } from './Onboarding.js';

afterEach(() => sessionStorage.clear());

const ACH = 'ACH bank transfers (shared account)';
const SEPA = 'SEPA transfers (shared account)';

const request = (platform: FakePlatform, apiKey: string, customerId: string, capabilityId: string) =>
  createScenarioClient(platform, apiKey).post(`/v3/customers/${customerId}/capabilities/${capabilityId}`, {});

type PrepareContext = { platform: FakePlatform; client: PaykitClient };

const currentStep = () => screen.getByRole('navigation', { name: 'Onboarding steps' }).querySelector('[aria-current="step"]')?.textContent;

describe('given a new individual', () => {
  it('should choose a bank method, preview what it needs, request it and list its tasks', async () => {
    const user = userEvent.setup();
    const { container, client } = await renderWithFakeKit(<Onboarding />, { scenario: 'newIndividual' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' })).toBeInTheDocument();
    expect(currentStep()).toBe('Choose payment methods');
    await screen.findByRole('group', { name: 'Payment methods on offer' });
    expect(screen.getByText('Not offered at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /SPEI transfers/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /ACH bank transfers \(account in your name\)/ })).toBeDisabled();
    // The fake's reason code is not one the kit words, so the offer says only that it is not available.
    expect(screen.getAllByText('Not available to you.').length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('is offered to business customers only');
    expect(screen.getByRole('checkbox', { name: 'Pix (shared account) Beta' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: 'Stablecoin transfers' })).not.toBeInTheDocument();
    expect(screen.getByText('Already requested')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one payment method.');
    expect(screen.getByRole('checkbox', { name: ACH })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: ACH }));
    const banks = screen.getByRole('group', { name: `Bank for ${ACH}` });
    expect(within(banks).getByRole('radio', { name: 'Lead Bank (BIC LEADUS44) (recommended)' })).toBeChecked();
    await user.click(within(banks).getByRole('radio', { name: 'Cross River Bank (BIC CRRVUS33)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 3, name: 'Identity verification' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Terms to accept' })).toBeInTheDocument();
    expect(screen.getByText('One of these:')).toBeInTheDocument();
    expect(screen.getByText('What is your occupation?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request this method' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your tasks' })).toHaveFocus();
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    expect(
      within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-slot="onboarding-task-name"]')?.textContent),
    ).toEqual(['Verify your identity', 'Accept the terms of service', 'Tell us about yourself', 'Confirm your address']);
    expect(within(tasks).getAllByText(`Needed for ${ACH}`)).toHaveLength(4);
    expect(screen.getByRole('progressbar', { name: 'Tasks done' })).toHaveAttribute('aria-valuetext', '0 of 4 done');

    const { data: capabilities } = await client.listCapabilities({ limit: 10 });
    const ach = capabilities.find((capability) => capability.id === 'ach_pooled');
    expect(ach?.status).toBe('restricted');
    expect(ach?.applications.map((application) => application.institution?.id)).toEqual(['inst_cross_river']);
    await expectNoAxeViolations(container);
  }, 20_000);
});

describe('given a merchant that lets the person finish later', () => {
  it('should offer "Finish later" and tell the merchant the step the person leaves, offering nothing without onExit', async () => {
    const user = userEvent.setup();
    const onExit = vi.fn();
    const { unmount } = await renderWithFakeKit(<Onboarding onExit={onExit} />, { scenario: 'newIndividual' });
    await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' });

    await user.click(screen.getByRole('button', { name: 'Finish later' }));

    expect(onExit).toHaveBeenCalledWith({ step: 'choose' });
    unmount();
    await renderWithFakeKit(<Onboarding />, { scenario: 'newIndividual' });
    await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' });
    expect(screen.queryByRole('button', { name: 'Finish later' })).not.toBeInTheDocument();
  });
});

describe('given a customer whose two bank methods ask the same questions', () => {
  it('should resume at the tasks and list each shared ask once', async () => {
    await renderWithFakeKit(<Onboarding />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ platform, scenario }) => request(platform, scenario.apiKey, scenario.customerId, 'sepa_pooled').then(() => undefined),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your tasks' })).not.toHaveFocus();
    const items = within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const profile = items.find((item) => item.textContent?.includes('Tell us about yourself')) as HTMLElement;
    expect(profile).toHaveTextContent(`Needed for ${ACH} and ${SEPA}`);
    expect(screen.getByRole('progressbar', { name: 'Tasks done' })).toHaveAttribute('aria-valuetext', '0 of 4 done');
  });

  it('should open one task at a time and come back to the list', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Onboarding />, { scenario: 'individualWithOpenTasks' });

    await user.click(await screen.findByRole('button', { name: 'Start Tell us about yourself' }));
    expect(screen.getByRole('button', { name: 'Back to your tasks' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Start Tell us about yourself' })).toHaveFocus();
  });
});

describe('given a customer whose requested method is ready', () => {
  it('should resume at the status, say so and call onReady once', async () => {
    const onReady = vi.fn();
    await renderWithFakeKit(<Onboarding onReady={onReady} />, {
      scenario: 'individualWithOpenTasks',
      prepare: ({ platform, scenario }) =>
        createScenarioClient(platform, scenario.apiKey)
          .post(`/v3/sandbox/customers/${scenario.customerId}/capabilities/ach_pooled/status`, { status: 'ready' })
          .then(() => undefined),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
    expect(currentStep()).toBe('Status');
    expect(await screen.findByText('Your payment method is ready.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: ACH })).toBeInTheDocument();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onReady.mock.calls[0]?.[0].map((capability: { id: string }) => capability.id)).toEqual(['ach_pooled']);
  });
});

describe('given ACH and SEPA asking the same questions, and everything ACH asks handed in', () => {
  beforeEach(useNodeMultipart);

  const handedIn = {
    scenario: 'individualWithOpenTasks' as const,
    prepare: async ({ platform, client }: PrepareContext) => void (await handInAchCopies(platform, client)),
  };

  it('should resume at the status, where SEPA waits on the review rather than asking for things to do', async () => {
    await renderWithFakeKit(<Onboarding />, handedIn);

    // SEPA's own copies are still open on the platform: nothing of them waits on the person.
    expect(await screen.findByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
    const sepa = await screen.findByRole('region', { name: SEPA });
    await waitFor(() => expect(within(sepa).getAllByText('Pending')[0]).toHaveAttribute('data-tone', 'info'));
    expect(within(sepa).queryByText('Action needed')).not.toBeInTheDocument();
    expect(sepa).not.toHaveTextContent(/\d+ things? to do/);
    expect(sepa).not.toHaveTextContent('There are questions to answer.');
    expect(
      within(sepa).getByText("We're reviewing: Tell us about yourself and Confirm your address. There's nothing to do for now."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to your tasks' })).not.toBeInTheDocument();
    expect(screen.getByText('Being reviewed: Tell us about yourself and Confirm your address')).toBeInTheDocument();
  });

  it('should list each task once, counting the ones in review apart from the done ones', async () => {
    await renderWithFakeKit(<Onboarding step="tasks" />, handedIn);

    const items = within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items.map((item) => [item.querySelector('[data-slot="onboarding-task-name"]')?.textContent, item.dataset.state])).toEqual([
      ['Verify your identity', 'done'],
      ['Accept the terms of service', 'done'],
      ['Tell us about yourself', 'in_review'],
      ['Confirm your address', 'in_review'],
    ]);
    expect(within(items[2] as HTMLElement).getByText('In review')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tasks done' })).toHaveAttribute('aria-valuetext', '2 of 4 done, 2 in review');
    expect(screen.getByText("You've done everything for now. We'll review your answers.")).toBeInTheDocument();
  });

  it('should count them in French too', async () => {
    await renderWithFakeKit(<Onboarding step="tasks" />, { ...handedIn, locale: 'fr' });
    expect(await screen.findByRole('progressbar', { name: 'Tâches terminées' })).toHaveAttribute(
      'aria-valuetext',
      '2 sur 4 terminées, 2 en cours d’examen',
    );
  });

  it("should still list each task once after the reviewer accepts ACH's copies and the platform closes SEPA's", async () => {
    await renderWithFakeKit(<Onboarding step="tasks" />, {
      ...handedIn,
      prepare: async ({ platform, client }: PrepareContext) => {
        for (const task of await handInAchCopies(platform, client)) await client.reviewSandboxTask(task.id, { outcome: 'accepted' });
        const { data: tasks } = await client.listTasks({ limit: 100 });
        // The platform closed SEPA's copies as satisfied: two tasks named "Confirm your address" now exist.
        expect(tasks.filter((task) => task.name === 'Confirm your address').map((task) => task.status)).toEqual(['satisfied', 'satisfied']);
      },
    });

    const items = within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-slot="onboarding-task-name"]')?.textContent)).toEqual([
      'Verify your identity',
      'Accept the terms of service',
      'Tell us about yourself',
      'Confirm your address',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Tasks done' })).toHaveAttribute('aria-valuetext', '4 of 4 done');
    expect(screen.getByText('Everything is done: every task was accepted. Nothing more is needed from you.')).toBeInTheDocument();
  });
});

describe('given a task reviewed with changes requested', () => {
  it('should resume at the tasks and show that task as sent back, with Make changes', async () => {
    await renderWithFakeKit(<Onboarding />, { scenario: 'capabilityChangesRequested' });
    const items = within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    const profile = items.find((item) => item.textContent?.includes('Tell us about yourself')) as HTMLElement;
    expect(within(profile).getByText('Changes requested')).toHaveAttribute('data-tone', 'danger');
    expect(within(profile).queryByText('To do')).not.toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Make changes to Tell us about yourself' })).toHaveTextContent('Make changes');
    expect(within(profile).queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();
  });
});

describe('given a task that was settled while it was open', () => {
  it('should bring focus back to that task in the list, though it has no Start button any more', async () => {
    const user = userEvent.setup();
    const { platform, scenario, queryClient } = await renderWithFakeKit(<Onboarding />, { scenario: 'individualWithOpenTasks' });

    await user.click(await screen.findByRole('button', { name: 'Start Verify your identity' }));
    await createScenarioClient(platform, scenario.apiKey).post(`/v3/sandbox/customers/${scenario.customerId}/verification`, {
      outcome: 'completed',
    });
    await queryClient.invalidateQueries();
    await user.click(screen.getByRole('button', { name: 'Back to your tasks' }));

    const items = within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    const identity = items.find((item) => item.textContent?.includes('Verify your identity')) as HTMLElement;
    await waitFor(() => expect(identity).toHaveFocus());
    expect(within(identity).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('given a reload in the middle of a task', () => {
  it('should reopen that task, and forget it once the person goes back', async () => {
    const user = userEvent.setup();
    const first = await renderWithFakeKit(<Onboarding />, { scenario: 'individualWithOpenTasks' });
    const openTask = () => readOnboardingPosition(sessionStorage, first.scenario.customerId)?.openTaskId;

    await user.click(await screen.findByRole('button', { name: 'Start Tell us about yourself' }));
    expect(openTask()).toMatch(/^tsk_/);
    first.unmount();
    render(
      <PaykitProvider
        client={first.client}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        locale="en"
        events={false}
      >
        <Onboarding />
      </PaykitProvider>,
    );

    expect(await screen.findByRole('button', { name: 'Back to your tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to your tasks' }));

    expect(await screen.findByRole('button', { name: 'Start Tell us about yourself' })).toHaveFocus();
    expect(openTask()).toBeNull();
  });
});

describe('given a business whose tasks ask about its people', () => {
  it('should offer to manage its related parties in the flow', async () => {
    const { container } = await renderWithFakeKit(<Onboarding headingLevel={3} />, {
      scenario: 'businessWithRelatedParties',
      prepare: ({ platform, scenario }) => request(platform, scenario.apiKey, scenario.customerId, 'ach_pooled').then(() => undefined),
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Your tasks' })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People in your business' });
    expect(within(people).getByRole('heading', { level: 4, name: 'People in your business' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('given a caller that owns the step', () => {
  function Routed({ onStepChange }: { onStepChange: (step: string) => void }) {
    const [step, setStep] = useState<OnboardingStep>('status');
    return (
      <>
        <button type="button" onClick={() => setStep('choose')}>
          Back to the choice
        </button>
        <Onboarding
          step={step}
          onStepChange={(next) => {
            onStepChange(next);
            if (next !== 'tasks') setStep(next);
          }}
        />
      </>
    );
  }

  it('should show the caller’s step, ask before each move and stay where the caller keeps it', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    await renderWithFakeKit(<Routed onStepChange={onStepChange} />, { scenario: 'individualWithOpenTasks' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the choice' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' })).toBeInTheDocument();
    expect(onStepChange).toHaveBeenLastCalledWith('choose');
  });

  it('should show its own step again when the caller does not follow a move', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    await renderWithFakeKit(<Routed onStepChange={onStepChange} />, { scenario: 'individualWithOpenTasks' });

    // This caller refuses the task list: the flow asks, then shows the caller's step again.
    await user.click((await screen.findAllByRole('button', { name: 'Go to your tasks' }))[0]!);
    expect(onStepChange).toHaveBeenCalledWith('tasks');
    expect(await screen.findByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
    expect(currentStep()).toBe('Status');
  });
});

describe('given a start step from the caller (uncontrolled)', () => {
  it('should start there without moving focus or calling onStepChange, then follow the person’s moves', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    await renderWithFakeKit(<Onboarding defaultStep="status" onStepChange={onStepChange} />, { scenario: 'individualWithOpenTasks' });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Status' });
    expect(currentStep()).toBe('Status');
    expect(heading).not.toHaveFocus();
    expect(onStepChange).not.toHaveBeenCalled();

    await user.click((await screen.findAllByRole('button', { name: 'Go to your tasks' }))[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your tasks' })).toHaveFocus();
    expect(onStepChange).toHaveBeenCalledWith('tasks');
  });

  it('should resume as usual when the customer cannot be at that step', async () => {
    await renderWithFakeKit(<Onboarding defaultStep="tasks" />, { scenario: 'newIndividual' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' })).toBeInTheDocument();
  });
});

describe('given the data still loading', () => {
  it('should keep the caller’s class and attributes on its root', async () => {
    await renderWithFakeKit(<Onboarding className="merchant-onboarding" data-testid="onboarding" />, { scenario: 'newIndividual' });
    expect(screen.getByTestId('onboarding')).toHaveClass('merchant-onboarding');
    expect(screen.getByTestId('onboarding')).toHaveClass('paykit-onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose payment methods' })).toBeInTheDocument();
    expect(screen.getByTestId('onboarding')).toHaveClass('merchant-onboarding');
  });
});
