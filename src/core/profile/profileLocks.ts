/**
 * Which profile fields a review holds, derived from the customer's tasks. The API does not say
 * how a reviewer locks a field ("not shown"); this module is the kit's one choice:
 *
 * - a field is `in_review` while a requirement whose `request.profilePointer` points at it (or at
 *   a parent of it: `/individual/residentialAddress` holds each of its parts) is `in_review`, in a
 *   task that is not canceled: the answer waits on a reviewer, and may change after the decision;
 * - a field is `verified` once such a requirement is `satisfied` in a task that is `satisfied`:
 *   the reviewer accepted it (or the platform did, from the data it already held), and changing it
 *   goes through support.
 *
 * `verified` wins over `in_review`. Every other field is editable.
 */
import type { Task } from '../schemas/index.js';

/** Why a profile field is read-only: its answer waits on a reviewer, or a reviewer accepted it. */
export type ProfileLockReason = 'in_review' | 'verified';

/** A pointer into the profile held by a review, and why. */
export interface ProfileLock {
  /** The requirement's `profilePointer` (`/individual/residentialAddress`): it holds this value and every value under it. */
  pointer: string;
  reason: ProfileLockReason;
}

/** The pointers the customer's `tasks` hold, each once with its strongest reason. */
export function profileLocksOf(tasks: readonly Task[]): ProfileLock[] {
  const reasons = new Map<string, ProfileLockReason>();
  for (const task of tasks) {
    if (task.status === 'canceled') continue;
    for (const requirement of task.requirements) {
      const pointer = requirement.request.profilePointer;
      if (!pointer) continue;
      const reason: ProfileLockReason | null =
        requirement.status === 'satisfied' && task.status === 'satisfied'
          ? 'verified'
          : requirement.status === 'in_review'
            ? 'in_review'
            : null;
      if (reason && reasons.get(pointer) !== 'verified') reasons.set(pointer, reason);
    }
  }
  return [...reasons].map(([pointer, reason]) => ({ pointer, reason }));
}

/** Why the value at `pointer` is read-only (a lock on it or on a parent of it), or `null` when it may be edited. */
export function profileLockAt(pointer: string, locks: readonly ProfileLock[]): ProfileLockReason | null {
  let found: ProfileLockReason | null = null;
  for (const lock of locks) {
    if (lock.pointer !== pointer && !pointer.startsWith(`${lock.pointer}/`)) continue;
    if (lock.reason === 'verified') return 'verified';
    found = lock.reason;
  }
  return found;
}

/** Why the field named `name` among `fields` is read-only under `locks`, or `null` (also for a name `fields` lack). */
export function profileFieldLock(
  fields: readonly { name: string; pointer: string }[],
  name: string,
  locks: readonly ProfileLock[],
): ProfileLockReason | null {
  const field = fields.find((candidate) => candidate.name === name);
  return field ? profileLockAt(field.pointer, locks) : null;
}
