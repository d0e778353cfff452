import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isPaykitError, PaykitError } from '../core/client/index.js';
import { MAX_TIMER_MS } from '../core/maxTimerMs.js';
import { isHostedUrl } from '../core/schemas/hostedUrl.js';
import type { SessionStatus, Task, TosSession } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { backoffWhileInReview } from './taskPolling.js';
import { usePaykitContext } from './usePaykitClient.js';

/** Why a hosted session could not be opened. */
export type VerificationSessionProblem = 'session_missing' | 'session_url_unavailable' | 'session_url_unsafe';

/** Where opening the hosted page stands, apart from the session's own status. */
export type VerificationSessionOpenStatus = 'idle' | 'refreshing' | 'opened' | 'failed';

/** What {@link useVerificationSession} returns. */
export interface UseVerificationSessionResult {
  /** The session's status, or `missing` when the task has no such session. */
  status: SessionStatus | 'missing';
  /** The session as last read, with its `url` and `action` while the customer must act. */
  session: TosSession | null;
  /** Where the last `open()` stands. */
  openStatus: VerificationSessionOpenStatus;
  /** True once the session's URL has expired; `open()` then reads the task again first. */
  isExpired: boolean;
  /** Why the last `open()` or re-read failed. */
  error: PaykitError | null;
  /**
   * Opens the hosted page in a new tab; resolves to whether it was opened. Call it from the click:
   * the tab opens at once (blank while an expired link is renewed), so popup blockers let it through.
   */
  open: () => Promise<boolean>;
  /**
   * The hosted page's link while the step waits on the person and the link is live, to continue on
   * another device (a phone with a camera); `null` otherwise. It is the person's own step: show it
   * to them only.
   */
  link: string | null;
  /**
   * Says the person took `link` to another device (call it on copy): the task is then read with a
   * backoff until the step moves, as after `open()`, so this page follows what they do there.
   */
  continueElsewhere: () => void;
}

const SETTLED: readonly string[] = ['completed', 'reused', 'rejected', 'canceled'];

/** The session named `sessionKey` among the task's verification then terms sessions, else the first one. */
function findSession(task: Task, sessionKey?: string): TosSession | null {
  const sessions: TosSession[] = [...task.verificationSessions, ...task.tosSessions];
  return (sessionKey === undefined ? sessions[0] : sessions.find((session) => session.key === sessionKey)) ?? null;
}

const urlOf = (session: TosSession | null) => session?.action?.url ?? session?.url ?? null;
const expiryOf = (session: TosSession | null) => {
  const at = session?.action?.expiresAt ?? session?.expiresAt;
  return at ? Date.parse(at) : Number.NaN;
};
const hasExpired = (session: TosSession | null, now: number) => expiryOf(session) <= now;
const liveLink = (session: TosSession | null, now: number) => {
  const url = urlOf(session);
  return session?.status === 'action_required' && url !== null && !hasExpired(session, now) && isHostedUrl(url) ? url : null;
};
// Read in event handlers only, never during render.
const clock = () => Date.now();

/**
 * A hosted verification (or terms) session of a task. `open()` opens its URL in a new tab with
 * `noopener,noreferrer`, and only an https URL (plain http on a loopback host, for development);
 * when the URL has expired it first reads the task again for a fresh one. Call `open()` from the
 * click itself: a popup blocker may refuse a tab opened long after it. The task is read again
 * when the person comes back to the page, and while the task or the session is `in_review` on a
 * backoff ({@link TASK_POLL_INTERVAL_MS} doubling to {@link TASK_POLL_MAX_INTERVAL_MS}). Reads share `paykitQueryKeys.tasks.detail(task.id)` with `useTask`.
 * The provider's `onEvent` gets `verification_opened` on each open (and `verification_returned` once
 * the task, read again, shows the session out of `action_required`).
 *
 * @param task The task as read, e.g. from `useTask`.
 * @param sessionKey The session's `key`. @default the task's first session
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function VerifyIdentity({ task }: { task: Task }) {
 *   const { status, open, openStatus, error } = useVerificationSession(task, 'identity');
 *   if (status === 'in_review') return <p role="status">We are checking your documents.</p>;
 *   return (
 *     <button type="button" onClick={() => void open()} aria-disabled={openStatus === 'refreshing'}>
 *       Verify your identity
 *     </button>
 *   );
 * }
 */
export function useVerificationSession(task: Task, sessionKey?: string): UseVerificationSessionResult {
  const { client, emit } = usePaykitContext('useVerificationSession');
  const [openStatus, setOpenStatus] = useState<VerificationSessionOpenStatus>('idle');
  const [isElsewhere, setElsewhere] = useState(false);
  const isAway = openStatus === 'opened' || isElsewhere;
  const query = useQuery<Task, PaykitError, Task, ReturnType<typeof paykitQueryKeys.tasks.detail>>({
    queryKey: paykitQueryKeys.tasks.detail(task.id),
    queryFn: ({ signal }) => client.getTask(task.id, { signal }),
    initialData: task,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    // Tasks send no hint: read while in review, and while the person is on the hosted page (here or on
    // another device), so the page moves on when they finish there, with a backoff.
    refetchInterval: (query) => {
      const { data } = query.state;
      const status = data === undefined ? undefined : findSession(data, sessionKey)?.status;
      return backoffWhileInReview(
        query,
        data?.status === 'in_review' || status === 'in_review' || (isAway && status === 'action_required'),
      );
    },
  });
  const { refetch } = query;
  const session = findSession(query.data, sessionKey);
  const [now, setNow] = useState(() => Date.now());
  const [problem, setProblem] = useState<PaykitError | null>(null);
  const isSettled = session === null || SETTLED.includes(session.status);
  const expiry = expiryOf(session);

  // Re-render when the URL expires, so `isExpired` turns true on time.
  useEffect(() => {
    const delay = expiry - Date.now();
    // An expiry further away than a timer can wait is not timed.
    if (Number.isNaN(delay) || delay < 0 || delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [expiry]);

  // The person may come back from the hosted page: read the task again.
  useEffect(() => {
    if (isSettled) return undefined;
    const reread = () => {
      if (document.visibilityState !== 'visible') return;
      setNow(Date.now());
      void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, [isSettled, refetch]);

  const open = async (): Promise<boolean> => {
    let tab: Window | null = null;
    const fail = (reason: VerificationSessionProblem | PaykitError) => {
      tab?.close();
      setProblem(
        typeof reason === 'string'
          ? new PaykitError({ kind: 'client', code: reason, message: `The hosted page was not opened: ${reason}` })
          : reason,
      );
      setOpenStatus('failed');
      return false;
    };
    let current = session;
    if (current === null) return fail('session_missing');
    if (hasExpired(current, clock()) || urlOf(current) === null) {
      // Opened blank in the click itself, which popup blockers let through, and sent to the page once
      // the fresh link is here: a tab opened after the read would no longer count as the click's.
      tab = window.open('', '_blank');
      setOpenStatus('refreshing');
      try {
        const { data } = await refetch({ throwOnError: true });
        current = data === undefined ? null : findSession(data, sessionKey);
      } catch (error) {
        return fail(isPaykitError(error) ? error : new PaykitError({ kind: 'unexpected', cause: error }));
      }
      setNow(clock());
    }
    const url = urlOf(current);
    if (url === null || hasExpired(current, clock())) return fail('session_url_unavailable');
    if (!isHostedUrl(url)) return fail('session_url_unsafe');
    if (tab === null || tab.closed) {
      window.open(url, '_blank', 'noopener,noreferrer');
    } else {
      // What `noopener` does for a tab opened with its URL: the hosted page cannot reach this one.
      tab.opener = null;
      tab.location.replace(url);
    }
    setProblem(null);
    setOpenStatus('opened');
    emit({ type: 'verification_opened', taskId: task.id, sessionKey: current?.key ?? null });
    return true;
  };

  return {
    status: session?.status ?? 'missing',
    session,
    openStatus,
    isExpired: hasExpired(session, now),
    error: problem ?? query.error ?? null,
    open,
    link: liveLink(session, now),
    continueElsewhere: () => setElsewhere(true),
  };
}
