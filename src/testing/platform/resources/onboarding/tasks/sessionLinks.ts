import { newHostedToken } from '../../../http/hostedToken.js';
import type { OnboardingContext } from '../context.js';
import type { SessionLink, TaskRecord } from '../store.js';

/** A fresh link for a hosted session: a new unguessable token (not from the seeded ids), valid for `settings.sessionTtlMs`. */
export function openSessionLink(ctx: Pick<OnboardingContext, 'platform' | 'now'>): SessionLink {
  return { token: newHostedToken(), expiresAtMs: ctx.now + ctx.platform.settings.sessionTtlMs };
}

/** The hosted page kind of each session list of a task. */
export const SESSION_PAGE_KINDS = { verificationSessions: 'verification', tosSessions: 'terms' } as const;

/** The URL of a hosted session page: the session id in the path, the link token in the query. */
export function sessionUrl(origin: string, kind: 'verification' | 'terms', sessionId: string, link: SessionLink): string {
  return `${origin}/hosted/${kind}/${sessionId}?token=${link.token}`;
}

/**
 * Gives every session of `task` still waiting on the customer whose link has expired a fresh one
 * (new token, new expiry). The old URL stops working.
 */
export function refreshExpiredLinks(ctx: Pick<OnboardingContext, 'platform' | 'now'>, task: TaskRecord): void {
  const links = (task._sessionLinks ??= {});
  for (const session of [...task.verificationSessions, ...task.tosSessions]) {
    if (session.status !== 'action_required') continue;
    const link = links[session.id];
    if (!link || link.expiresAtMs <= ctx.now) links[session.id] = { ...link, ...openSessionLink(ctx) };
  }
}
