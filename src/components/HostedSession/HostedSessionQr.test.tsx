import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../core/schemas/index.js';
import { createHookHarness, identityVerificationTask } from '../../hooks/test-support/paykitHookHarness.js';
import { TASK_POLL_INTERVAL_MS } from '../../hooks/taskPolling.js';
import { useVerificationSession } from '../../hooks/useVerificationSession.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { scanQrCode } from '../test-support/scanQrCode.js';
import { HostedSessionQr } from './HostedSessionQr.js';

const LINK = 'https://verify.example.com/s/vfy_1?token=Zx81-kQ2';
const NAME = 'QR code of the link to the secure page';
const SHOW = 'Show a QR code to continue on your phone';
const EXPIRY = '2099-01-01T00:00:00Z';

/** An identity verification task whose hosted session waits on the person, or is done. */
const identityTask = (sessionStatus: 'action_required' | 'completed'): Task =>
  sessionStatus === 'completed'
    ? identityVerificationTask({ url: null, expiresAt: EXPIRY, status: 'completed' }, 'satisfied')
    : identityVerificationTask({ url: LINK, expiresAt: EXPIRY });

/** The page a merchant writes beside `<Onboarding>`: the code while the step waits on the person, else where it stands. */
function ContinueOnPhone({ task }: { task: Task }) {
  const { link, continueElsewhere, status } = useVerificationSession(task);
  return link === null ? <p>Step {status}</p> : <HostedSessionQr link={link} onShow={continueElsewhere} />;
}

function renderQr(link = LINK, onShow = vi.fn()) {
  const { wrapper } = createHookHarness({});
  return { ...render(<HostedSessionQr link={link} onShow={onShow} />, { wrapper }), onShow, user: userEvent.setup() };
}

describe('given a person at a desktop whose step wants a phone', () => {
  it('should show the code only when asked, with the link written beneath it', async () => {
    const { user, onShow, container } = renderQr();
    const button = screen.getByRole('button', { name: SHOW });

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(button);

    expect(screen.getByRole('button', { name: 'Hide the QR code' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: NAME })).toBeVisible();
    expect(screen.getByText(LINK)).toBeVisible();
    expect(screen.getByText(/Scan it with your phone’s camera/)).toBeVisible();
    expect(onShow).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('should draw a code a camera reads as the link itself', async () => {
    const { user } = renderQr();
    await user.click(screen.getByRole('button', { name: SHOW }));

    expect(scanQrCode(screen.getByRole('img', { name: NAME }))).toBe(LINK);
  });

  it('should draw the new link’s code when the link changes', async () => {
    const { user, rerender } = renderQr();
    await user.click(screen.getByRole('button', { name: SHOW }));
    const fresh = 'https://verify.example.com/s/vfy_1?token=fresh-7Yq';
    rerender(<HostedSessionQr link={fresh} />);

    expect(scanQrCode(screen.getByRole('img', { name: NAME }))).toBe(fresh);
    expect(screen.getByText(fresh)).toBeVisible();
  });

  it('should need nothing a strict CSP blocks: an inline SVG, no data: image, no style attribute', async () => {
    const { user, container } = renderQr();
    await user.click(screen.getByRole('button', { name: SHOW }));

    expect(container.querySelector('svg[role="img"]')).not.toBeNull();
    expect(container.innerHTML).not.toContain('data:');
    expect(container.innerHTML).not.toContain('<img');
    expect(container.innerHTML).not.toMatch(/\sstyle=/);
  });

  it('should hide the code again, and say it was shown only once', async () => {
    const { user, onShow } = renderQr();
    await user.click(screen.getByRole('button', { name: SHOW }));
    await user.click(screen.getByRole('button', { name: 'Hide the QR code' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHOW })).toHaveAttribute('aria-expanded', 'false');
    expect(onShow).toHaveBeenCalledTimes(1);
  });
});

describe('given the person scans the code and finishes on their phone', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('should read the task while the code is shown, and notice the step is done', async () => {
    const getTask = vi.fn(async () => identityTask('completed'));
    const { wrapper } = createHookHarness({ getTask });
    render(<ContinueOnPhone task={identityTask('action_required')} />, { wrapper });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS * 2));
    expect(getTask).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: SHOW }));
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));

    await waitFor(() => expect(screen.getByText('Step completed')).toBeInTheDocument());
    expect(getTask).toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: NAME })).not.toBeInTheDocument();
  });
});
