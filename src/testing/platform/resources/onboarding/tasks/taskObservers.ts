import type { PlatformCore } from '../../../PlatformCore.js';
import type { OnboardingContext } from '../context.js';
import type { TaskRecord } from '../store.js';

/** Told of every task as it is recorded: created, or changed in any way (status included). */
export type TaskObserver = (ctx: OnboardingContext, task: TaskRecord) => void;

const observersOf = new WeakMap<PlatformCore, Set<TaskObserver>>();

/**
 * Calls `observer` for each task recorded on `platform` from now on. Tasks have no webhook, so
 * this is how derived views (the legacy verification status) learn that one moved.
 */
export function observeTaskChanges(platform: PlatformCore, observer: TaskObserver): () => void {
  let observers = observersOf.get(platform);
  if (!observers) {
    observers = new Set();
    observersOf.set(platform, observers);
  }
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Tells the platform's task observers that `task` was recorded as it is now. */
export function notifyTaskChange(ctx: OnboardingContext, task: TaskRecord): void {
  for (const observer of observersOf.get(ctx.platform) ?? []) observer(ctx, task);
}
