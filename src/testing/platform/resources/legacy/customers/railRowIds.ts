import type { Partition } from '../../../Partition.js';
import { createIdGenerator, type IdGenerator } from '../../../seededIds.js';

interface RailRowIds {
  ids: IdGenerator;
  byCustomerRail: Map<string, string>;
}

const railRowIdsOf = new WeakMap<Partition, RailRowIds>();

/** A 32-bit FNV-1a hash: the seed of a partition's own cfr_ sequence. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/**
 * The cfr_ id of the customer's rail row: assigned the first time the row is shown and kept for
 * good. It comes from a sequence of its own per partition, so showing a row never shifts the ids
 * of resources (the platform's seeded sequence), and it is never an account id.
 */
export function railRowIdOf(partition: Partition, customerId: string, rail: string): string {
  let state = railRowIdsOf.get(partition);
  if (!state) {
    state = { ids: createIdGenerator(seedOf(`${partition.environment}:${partition.developer}`)), byCustomerRail: new Map() };
    railRowIdsOf.set(partition, state);
  }
  const key = `${customerId}:${rail}`;
  let id = state.byCustomerRail.get(key);
  if (id === undefined) {
    id = state.ids.next('cfr_');
    state.byCustomerRail.set(key, id);
  }
  return id;
}
