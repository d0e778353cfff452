import type { Task } from '../../../../../core/schemas/index.js';
import { stripInternal } from '../../../PlatformCore.js';
import type { TaskRecord } from '../store.js';
import { SESSION_PAGE_KINDS, sessionUrl } from './sessionLinks.js';

/** The task as the merchant-wide read and every list show it: no session URLs. */
export function presentTaskWithoutUrls(task: TaskRecord): Task {
  return stripInternal(task) as Task;
}

/**
 * The task as the customer-scoped detail shows it: each hosted session still waiting on the
 * customer carries `url`, `expiresAt` and `action { kind: 'available', url, expiresAt }`; sessions
 * past that point carry none of them.
 */
export function presentTaskForCustomer(task: TaskRecord, origin: string): Task {
  const view = presentTaskWithoutUrls(task);
  for (const list of ['verificationSessions', 'tosSessions'] as const) {
    view[list] = view[list].map((session) => {
      const link = task._sessionLinks?.[session.id];
      if (session.status !== 'action_required' || !link) return session;
      const url = sessionUrl(origin, SESSION_PAGE_KINDS[list], session.id, link);
      const expiresAt = new Date(link.expiresAtMs).toISOString();
      return { ...session, url, expiresAt, action: { kind: 'available', url, expiresAt } };
    });
  }
  return view;
}
