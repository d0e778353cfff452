import type { Capability, Task, TosSession } from '../schemas/index.js';
import type { PaykitEventInit } from './paykitEvents.js';

/** The events that only a later read reveals: a capability become ready, a person back from a hosted page. */
export interface ReadEvents {
  /** Notes an event the page sent (a hosted page opened, to follow). */
  sent(event: PaykitEventInit): void;
  /** Notes a read of capabilities; returns what it revealed. */
  readCapabilities(capabilities: readonly Pick<Capability, 'id' | 'status'>[]): PaykitEventInit[];
  /** Notes a read of a task; returns what it revealed. */
  readTask(task: Pick<Task, 'id' | 'verificationSessions' | 'tosSessions'>): PaykitEventInit[];
}

const sessionKeyOf = (session: TosSession) => session.key ?? null;

/**
 * Follows reads for {@link ReadEvents}: `capability_ready` when a capability read before in
 * another status is read as `ready` (each id once; one ready when first read did not become ready
 * here), and `verification_returned` when a hosted session the page opened is read out of
 * `action_required` (once per opening).
 */
export function createReadEvents(): ReadEvents {
  const lastStatus = new Map<string, string>();
  const ready = new Set<string>();
  // Opened hosted sessions not yet left, by task id: their session keys.
  const awaited = new Map<string, Set<string | null>>();
  return {
    sent(event) {
      if (event.type !== 'verification_opened') return;
      awaited.set(event.taskId, (awaited.get(event.taskId) ?? new Set()).add(event.sessionKey));
    },
    readCapabilities(capabilities) {
      const events: PaykitEventInit[] = [];
      for (const { id, status } of capabilities) {
        const previous = lastStatus.get(id);
        lastStatus.set(id, status);
        if (status !== 'ready' || previous === undefined || previous === 'ready' || ready.has(id)) continue;
        ready.add(id);
        events.push({ type: 'capability_ready', capabilityId: id });
      }
      return events;
    },
    readTask(task) {
      const keys = awaited.get(task.id);
      if (!keys) return [];
      const events: PaykitEventInit[] = [];
      for (const session of [...task.verificationSessions, ...task.tosSessions]) {
        const sessionKey = sessionKeyOf(session);
        if (!keys.has(sessionKey) || session.status === 'action_required') continue;
        keys.delete(sessionKey);
        events.push({ type: 'verification_returned', taskId: task.id, sessionKey, status: session.status });
      }
      if (keys.size === 0) awaited.delete(task.id);
      return events;
    },
  };
}
