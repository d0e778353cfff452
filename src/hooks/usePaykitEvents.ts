import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { PaykitClient } from '../core/client/index.js';
import {
  createPaykitEvent,
  createReadEvents,
  withClientEvents,
  type PaykitEvent,
  type PaykitEventInit,
  type ReadEvents,
} from '../core/events/index.js';
import type { PaykitEmit } from './PaykitContext.js';
import type { Capability, Task } from '../core/schemas/index.js';

type Read = Partial<Capability & Task>;

const isCapability = (value: unknown): value is Capability =>
  typeof value === 'object' && value !== null && typeof (value as Read).id === 'string' && typeof (value as Read).status === 'string';

const isTask = (value: unknown): value is Task =>
  isCapability(value) && Array.isArray((value as Read).verificationSessions) && Array.isArray((value as Read).tosSessions);

/** What a cached read reveals: the capabilities' list (`useCapability` reads it too) or one task's detail. */
function readEventsOf(reads: ReadEvents, query: Query): PaykitEventInit[] {
  const [root, resource, segment, , more] = query.queryKey;
  const { data } = query.state;
  if (root !== 'paykit' || more !== undefined) return [];
  if (resource === 'capabilities' && segment === 'list' && Array.isArray(data)) return reads.readCapabilities(data.filter(isCapability));
  return resource === 'tasks' && segment === 'detail' && isTask(data) ? reads.readTask(data) : [];
}

/** What {@link usePaykitEvents} gives the provider's context. */
export interface PaykitEvents {
  /** Completes an event and hands it to the latest `onEvent`, once per `occurrence`; stable for the provider's life. */
  emit: PaykitEmit;
  /** The provider's client, reporting the API's answers to the funnel's calls while `onEvent` is given. */
  client: PaykitClient;
}

/**
 * The provider's `onEvent`, wired: a stable `emit` that completes each event (`createPaykitEvent`)
 * and calls the latest `onEvent` (an inline callback re-subscribes nothing and misses nothing) once
 * per occurrence (StrictMode's second run of an effect sends the same occurrence again), the
 * client reporting its calls' outcomes, and the events only reads reveal, from the query cache
 * (`capability_ready`, `verification_returned`). Without `onEvent` nothing listens and the client
 * is the one given. A callback that throws does not break the part that emitted: its error is
 * thrown again outside, where the page's error reporting sees it.
 */
export function usePaykitEvents(
  onEvent: ((event: PaykitEvent) => void) | undefined,
  client: PaykitClient,
  queryClient: QueryClient,
): PaykitEvents {
  const latest = useRef(onEvent);
  // Before any layout or passive effect of the children, which may emit.
  useInsertionEffect(() => {
    latest.current = onEvent;
  });
  const [reads] = useState(createReadEvents);
  const [emit] = useState((): PaykitEmit => {
    const reported = new WeakSet<object>();
    return (init, occurrence = init) => {
      const listener = latest.current;
      const event = listener && createPaykitEvent(init);
      if (!event) return;
      if (typeof occurrence === 'object' && occurrence !== null) {
        if (reported.has(occurrence)) return;
        reported.add(occurrence);
      }
      reads.sent(init);
      try {
        listener(event);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    };
  });
  const isListening = onEvent !== undefined;
  const reporting = useMemo(() => (isListening ? withClientEvents(client, emit) : client), [client, emit, isListening]);

  useEffect(() => {
    if (!isListening) return undefined;
    const cache = queryClient.getQueryCache();
    const read = (query: Query) => readEventsOf(reads, query).forEach(emit);
    cache.findAll({ queryKey: ['paykit'] }).forEach(read);
    return cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') read(event.query);
    });
  }, [queryClient, emit, reads, isListening]);

  return { emit, client: reporting };
}
