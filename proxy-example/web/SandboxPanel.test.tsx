import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFakeKit } from '#test-support/renderWithFakeKit';
import type { PaykitClient } from 'paykit';
import { expectNoAxeViolations } from '#test-support/axe';
import { answerRequirements, type FakePlatform, isAnswerable, type RequirementRead } from 'paykit/testing';
import { createSandboxRoutes } from '../server/sandboxRoutes.js';
import { createSessionStore } from '../server/sessions.js';
import { reviewKindOf, SandboxPanel, taskName } from './SandboxPanel.js';

const ORIGIN = 'http://127.0.0.1:3000';
const INTAKE = 'Tell us about yourself';

/**
 * Routes the page's `/demo/sandbox/*` calls to the demo server's real sandbox routes over the same
 * fake platform, signed in as the scenario's customer, as the browser's cookie would.
 */
function serveDemoSandbox(platform: FakePlatform, apiKey: string, customerId: string) {
  const sessions = createSessionStore();
  const sessionId = sessions.create(customerId);
  const api = {
    baseUrl: platform.core.settings.publicUrl,
    apiKey,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init))) as typeof fetch,
  };
  const routes = createSandboxRoutes({ api, sessions, allowedOrigins: [ORIGIN], secureCookies: false });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', ORIGIN);
    headers.set('Cookie', `paykit_demo_session=${sessionId}`);
    return routes.request(new Request(`${ORIGIN}${input.replace(/^\/demo\/sandbox/, '')}`, { ...init, headers }));
  });
}

/** Sends the customer's intake task, which then waits in review. */
async function sendIntake(client: PaykitClient, taskIds: readonly string[]) {
  for (const taskId of taskIds) {
    const task = await client.getTask(taskId);
    const open = task.requirements.filter((requirement) => requirement.status === 'action_required') as unknown as RequirementRead[];
    if (task.name !== INTAKE || !open.every(isAnswerable)) continue;
    await client.createSubmission(taskId, { taskRevision: task.revision, answers: answerRequirements(open) } as never);
    return taskId;
  }
  throw new Error('no intake task');
}

async function renderPanel() {
  let intakeId = '';
  const rendered = await renderWithFakeKit(<SandboxPanel />, {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ platform, scenario, client }) => {
      intakeId = await sendIntake(client, scenario.taskIds);
      serveDemoSandbox(platform, scenario.apiKey, scenario.customerId);
    },
  });
  return { ...rendered, intakeId };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given a customer whose intake task waits in review', () => {
  it('should list it, accept it, say so, and leave nothing to review', async () => {
    const user = userEvent.setup();
    const { container, client, intakeId } = await renderPanel();

    const panel = screen.getByRole('region', { name: 'Sandbox reviewer' });
    expect(within(panel).getByText('Demo only')).toBeInTheDocument();
    const list = await within(panel).findByRole('list', { name: 'Tasks in review' });
    expect(within(list).getByText(INTAKE)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(within(list).getByRole('button', { name: `Accept: ${INTAKE}` }));

    expect(await within(panel).findByText(`Accepted “${INTAKE}”.`)).toHaveAttribute('role', 'status');
    expect(await within(panel).findByText(/Nothing is waiting for review/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sandbox reviewer' })).toHaveFocus();
    expect((await client.getTask(intakeId)).status).toBe('satisfied');
  });

  it('should send it back for changes with a note beside one answer', async () => {
    const user = userEvent.setup();
    const { client, intakeId } = await renderPanel();

    await user.click(await screen.findByRole('button', { name: `Request changes: ${INTAKE}` }));

    expect(await screen.findByText(`Changes requested for “${INTAKE}”.`)).toBeInTheDocument();
    const task = await client.getTask(intakeId);
    expect(task.status).toBe('action_required');
    expect(task.requirements.filter((requirement) => requirement.reviewFeedback?.message)).toHaveLength(1);
  });

  it('should explain a decision the platform refuses, with the reason', async () => {
    const user = userEvent.setup();
    const { intakeId, platform, scenario } = await renderPanel();
    await screen.findByRole('button', { name: `Reject: ${INTAKE}` });
    // Reviewed elsewhere in the meantime (another tab): the panel's list is now stale.
    await platform.handle(
      new Request(`${platform.core.settings.publicUrl}/v3/sandbox/tasks/${intakeId}/review`, {
        method: 'POST',
        headers: { 'X-API-Key': scenario.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: 'accepted' }),
      }),
    );

    await user.click(screen.getByRole('button', { name: `Reject: ${INTAKE}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This task has no submission waiting for review.');
    expect(await screen.findByText(/Nothing is waiting for review/)).toBeInTheDocument();
  });
});

describe('given tasks in review of every kind', () => {
  it('should offer a review for a direct submission, the verification service for a hosted verification, and nothing else', () => {
    expect(reviewKindOf({ allowedSubmissionChannels: ['direct_submission'], verificationSessions: [] })).toBe('submission');
    expect(
      reviewKindOf({
        allowedSubmissionChannels: ['verification_session'],
        verificationSessions: [{ id: 'vfy_1', status: 'in_review' }],
      } as never),
    ).toBe('verification');
    expect(reviewKindOf({ allowedSubmissionChannels: ['verification_session'], verificationSessions: [] })).toBe('none');
    expect(reviewKindOf({ allowedSubmissionChannels: ['carrier_pigeon'], verificationSessions: [] })).toBe('none');
  });

  it('should name a task by its name, else its category in words, else its id', () => {
    expect(taskName({ id: 'tsk_1', name: 'Verify your identity', category: 'identity_verification' })).toBe('Verify your identity');
    expect(taskName({ id: 'tsk_1', name: null, category: 'proof_of_address' })).toBe('Proof of address');
    expect(taskName({ id: 'tsk_1', name: null, category: null })).toBe('tsk_1');
  });
});
