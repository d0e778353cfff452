import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../../core/client/index.js';
import type { Task, TosSession } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { HostedSessionCard } from './HostedSessionCard.js';
import { HostedSessionList } from './HostedSessionList.js';

let openWindow: ReturnType<typeof vi.fn<typeof window.open>>;

beforeEach(() => {
  openWindow = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal('open', openWindow);
});

afterEach(() => vi.unstubAllGlobals());

/** The customer's open task of `category`, read as the customer sees it (with session URLs). */
async function openTask(client: PaykitClient, taskIds: readonly string[], category: string): Promise<Task> {
  const tasks = await Promise.all(taskIds.map((id) => client.getTask(id)));
  const task = tasks.find((candidate) => candidate.category === category);
  if (!task) throw new Error(`No ${category} task`);
  return task;
}

type Change = (task: Task) => Task;
const withSession =
  (change: (session: TosSession) => TosSession): Change =>
  (task) => ({
    ...task,
    verificationSessions: task.verificationSessions.map((session) => change(session) as Task['verificationSessions'][number]),
    tosSessions: task.tosSessions.map(change),
  });

/** Renders the card of the first session of the scenario's `category` task, after `change`. */
async function renderCard(category: 'identity_verification' | 'terms_of_service', change: Change = (task) => task) {
  const loaded: { task?: Task } = {};
  function Card() {
    const task = loaded.task as Task;
    const kind = category === 'identity_verification' ? 'verification' : 'terms';
    const session = kind === 'verification' ? task.verificationSessions[0] : task.tosSessions[0];
    return <HostedSessionCard task={task} session={session as TosSession} kind={kind} />;
  }
  const rendered = await renderWithFakeKit(<Card />, {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ client, scenario }) => {
      loaded.task = change(await openTask(client, scenario.taskIds, category));
    },
  });
  return { ...rendered, task: loaded.task as Task, user: userEvent.setup() };
}

describe('given an identity verification the customer must do', () => {
  it('should open the https page in a new tab without opener or referrer, and say to finish there', async () => {
    const { user, task, container } = await renderCard('identity_verification');
    const url = task.verificationSessions[0]?.action?.url;

    expect(screen.getByRole('heading', { name: 'Identity verification' })).toBeInTheDocument();
    // The base parts keep their own slots (and so their card and badge styles).
    expect(screen.getByText('To do')).toHaveAttribute('data-slot', 'badge');
    expect(screen.getByText('To do')).toHaveAttribute('data-tone', 'warning');
    // The card is named once, as the hosted session, and keeps the card's class (and so its styles).
    const card = screen.getByRole('heading', { name: 'Identity verification' }).closest('.paykit-card');
    expect(card).toHaveAttribute('data-slot', 'hosted-session');
    expect(card).toHaveClass('paykit-hosted-session');
    expect(screen.getByText(/a photo of an identity document and a selfie/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify your identity (opens in a new tab)' }));

    expect(url).toMatch(/^https:\/\//);
    expect(openWindow).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(await screen.findByText('Finish in the new tab. We will update this page when you come back.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('given a person who would rather finish on their phone', () => {
  it('should offer the page’s link to copy, and offer none once the step is done', async () => {
    const { user, task } = await renderCard('identity_verification');
    const url = task.verificationSessions[0]?.action?.url ?? '';

    expect(screen.getByText(/On a phone or another computer\? Copy this link/)).toBeVisible();
    expect(screen.getByText(url)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('should offer no link for a step in review', async () => {
    await renderCard(
      'identity_verification',
      withSession((session) => ({ ...session, status: 'in_review' })),
    );

    expect(screen.queryByText(/Copy this link/)).not.toBeInTheDocument();
  });
});

describe('given a link that has expired', () => {
  it('should explain it, fetch a fresh link, and open that one', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const { user, task } = await renderCard(
      'identity_verification',
      withSession((session) => ({
        ...session,
        url: 'https://verify.example/expired',
        expiresAt: past,
        action: { kind: 'available', url: 'https://verify.example/expired', expiresAt: past },
      })),
    );

    expect(screen.getByText(/The previous link has expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Verify your identity/ }));

    expect(await screen.findByText(/Finish in the new tab/)).toBeInTheDocument();
    // The blank tab of the click was blocked here (the stub gives none), so the fresh link opens in its own.
    const [opened] = openWindow.mock.calls[1] ?? [];
    expect(openWindow.mock.calls[0]).toEqual(['', '_blank']);
    expect(opened).toMatch(/^https:\/\//);
    expect(opened).not.toBe('https://verify.example/expired');
    expect(task.verificationSessions[0]?.status).toBe('action_required');
  });
});

describe('given a session whose link is not https', () => {
  it('should refuse to open it and say so', async () => {
    const future = new Date(Date.now() + 600_000).toISOString();
    await renderCard(
      'identity_verification',
      withSession((session) => ({
        ...session,
        url: 'http://verify.example/s',
        expiresAt: future,
        action: { kind: 'available', url: 'http://verify.example/s', expiresAt: future },
      })),
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Verify your identity/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the secure page safely');
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('given the terms of service', () => {
  it('should name the step and offer to review and accept them', async () => {
    await renderCard('terms_of_service');

    expect(screen.getByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and accept the terms (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe.each([
  ['in_review', 'In review', 'info', /We are checking what you sent/],
  ['completed', 'Completed', 'success', /Nothing more is needed here/],
  ['reused', 'Already completed', 'success', /your previous answer is used/],
  ['rejected', 'Not accepted', 'danger', /Contact support/],
  ['canceled', 'Canceled', 'neutral', /was canceled/],
  ['paused_by_provider', 'Status: Paused by provider', 'neutral', /cannot show where this step stands/],
])('given a session %s', (status, badge, tone, message) => {
  it('should show its status and what it means, with no button', async () => {
    await renderCard(
      'identity_verification',
      withSession((session) => ({
        ...session,
        status,
        type: status === 'paused_by_provider' ? 'video_call' : session.type,
        action: null,
        url: null,
      })),
    );

    expect(screen.getByText(badge)).toHaveAttribute('data-tone', tone);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // "You will take a photo…" is what the step asks before it is done, not while it is reviewed or after.
    expect(screen.queryByText(/You will/)).not.toBeInTheDocument();
  });
});

describe('given a task with a verification and a terms session', () => {
  it('should list a card for each', async () => {
    const loaded: { task?: Task } = {};
    const List = () => <HostedSessionList task={loaded.task as Task} />;
    const { container } = await renderWithFakeKit(<List />, {
      scenario: 'individualWithOpenTasks',
      prepare: async ({ client, scenario }) => {
        const identity = await openTask(client, scenario.taskIds, 'identity_verification');
        const terms = await openTask(client, scenario.taskIds, 'terms_of_service');
        loaded.task = { ...identity, tosSessions: terms.tosSessions };
      },
    });

    const list = screen.getByRole('list', { name: 'Steps on a secure partner page' });
    expect(list.querySelectorAll('[data-slot="hosted-session"]')).toHaveLength(2);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Identity verification', 'Terms of service']);
    await expectNoAxeViolations(container);
  });
});
