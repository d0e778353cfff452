import type { Partition } from '../Partition.js';
import type { PlatformCore } from '../PlatformCore.js';
import type { RouteDef } from './RequestContext.js';

const noticed = new WeakMap<Partition, Set<string>>();

/**
 * Emits one `api.deprecation` notice the first time a partition calls a legacy operation, to
 * both the v3 endpoints subscribed to it and the v1 delivery URL. The data shape is the fake's
 * choice (the description does not show it): `{ operation, replacement, sunsetAt }`, with
 * `sunsetAt` null because no sunset date is set yet.
 */
export function noteLegacyCall(platform: PlatformCore, partition: Partition, route: RouteDef): void {
  if (!route.legacy) return;
  const operation = `${route.method} ${route.path}`;
  let seen = noticed.get(partition);
  if (!seen) {
    seen = new Set();
    noticed.set(partition, seen);
  }
  if (seen.has(operation)) return;
  seen.add(operation);
  platform.emit(partition, 'api.deprecation', { operation, replacement: route.legacy.replacement, sunsetAt: null }, 'both');
}

/**
 * Whether `partition` has called a legacy operation. The legacy events are produced for a
 * partition from then on, so one that only ever used v3 sees exactly the v3 events.
 */
export function usesLegacyInterface(partition: Partition): boolean {
  return noticed.has(partition);
}
