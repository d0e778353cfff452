/**
 * The connection behind `useEventStream`, as a plain store (`subscribe`/`getSnapshot`) so it is
 * tested on a fake clock without React. It opens the proxy's event stream and never gives up while
 * the page is open: after a drop it reopens on a doubling, jittered backoff with a ceiling, and at
 * once when the person comes back (`online`, window focus, the page becoming visible), one attempt
 * per such event and none while one is in flight. Only the server stops it, with `event: closed`.
 */
import { MAX_TIMER_MS } from '../core/maxTimerMs.js';
import { EVENT_STREAM_CLOSED_EVENT, eventStreamClosedReasonOf, type EventStreamClosedReason } from '../core/schemas/eventStreamClosed.js';

/**
 * Where the stream stands: `idle` (off, or no `EventSource` in this runtime), `connecting` (the
 * first connection), `live`, `reconnecting` (it dropped or was refused, and reopens on a backoff
 * timer or at once when the person comes back), `paused` (the server closed it for another tab of
 * the customer, with a reason other than `session_ended`: it reopens when the person returns to
 * this tab, not when the network does), `ended` (the server ended it with the session: nothing
 * reopens it until the provider mounts again).
 */
export type EventStreamStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'paused' | 'ended';

/** A snapshot of the stream. */
export interface EventStreamState {
  /** Where the stream stands. */
  readonly status: EventStreamStatus;
  /**
   * Why the server closed the stream (`event: closed`, `data: {"reason": …}`) while it stays closed
   * (`paused` or `ended`), else `null`: `too_many_streams` (the customer opened more tabs than the
   * proxy serves; reopening this one pushes out the oldest), `session_ended` (signed out), or a
   * reason added later, handled like `too_many_streams`.
   */
  readonly closedReason: EventStreamClosedReason | null;
}

/** What the connection needs of an `EventSource`. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** A constructor shaped like the browser's `EventSource`. */
export type EventSourceClass = new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike;

/** What brings the person back, each a reason to reconnect at once. */
export type EventStreamWake = 'online' | 'focus' | 'visible';

/** Options of {@link createEventStreamConnection}. */
export interface EventStreamConnectionOptions {
  url: string;
  eventSourceClass: EventSourceClass;
  /** Called with the data of each `hint` event. */
  onHint: (data: unknown) => void;
  /** Called when the stream opens after a failure: hints may have been missed meanwhile. */
  onResume: () => void;
  /** Longest wait between two reconnection attempts; past 2147483647 it counts as that. @default DEFAULT_MAX_BACKOFF_MS */
  maxBackoffMs?: number;
}

/** The connection: start, stop, wake, and its state as a store. */
export interface EventStreamConnection {
  /** Opens the stream; does nothing when started. */
  start(): void;
  /** Closes the stream and cancels any reconnection; `start` may open it again. */
  stop(): void;
  /** The person is back: reconnect now unless live, in flight, or ended (see {@link EventStreamWake}). */
  wake(reason: EventStreamWake): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): EventStreamState;
}

/** The default ceiling of the reconnection backoff. */
export const DEFAULT_MAX_BACKOFF_MS = 30_000;

const FIRST_BACKOFF_MS = 1_000;

/** The state while the stream is off. */
export const IDLE_EVENT_STREAM: EventStreamState = { status: 'idle', closedReason: null };
const CONNECTING: EventStreamState = { status: 'connecting', closedReason: null };
const LIVE: EventStreamState = { status: 'live', closedReason: null };
const RECONNECTING: EventStreamState = { status: 'reconnecting', closedReason: null };

/**
 * 1 s, 2 s, 4 s … up to the ceiling, each shortened by up to half at random so tabs spread out.
 * Never past a timer's limit, which would fire after 1 ms and turn the backoff into a storm.
 */
function backoffMs(failures: number, maxBackoffMs: number): number {
  const ceiling = Math.min(maxBackoffMs, MAX_TIMER_MS, FIRST_BACKOFF_MS * 2 ** Math.min(failures - 1, 30));
  return Math.ceil(ceiling * (1 - Math.random() / 2));
}

/** Creates the connection; nothing is opened before `start`. */
export function createEventStreamConnection(options: EventStreamConnectionOptions): EventStreamConnection {
  const { url, eventSourceClass: Source, onHint, onResume, maxBackoffMs = DEFAULT_MAX_BACKOFF_MS } = options;
  const listeners = new Set<() => void>();
  let state = CONNECTING;
  let isStarted = false;
  /** The stream open or opening; `undefined` while waiting to reconnect. */
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let hasMissedHints = false;

  const set = (next: EventStreamState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const drop = () => {
    source?.close();
    source = undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const connect = () => {
    drop();
    const current = new Source(url, { withCredentials: true });
    source = current;
    const isCurrent = () => isStarted && source === current;
    current.addEventListener('open', () => {
      if (!isCurrent()) return;
      failures = 0;
      set(LIVE);
      if (hasMissedHints) {
        hasMissedHints = false;
        onResume();
      }
    });
    current.addEventListener('hint', (event) => {
      if (isCurrent()) onHint((event as MessageEvent).data);
    });
    current.addEventListener(EVENT_STREAM_CLOSED_EVENT, (event) => {
      if (!isCurrent()) return;
      const reason = eventStreamClosedReasonOf((event as MessageEvent).data);
      drop();
      hasMissedHints = true;
      set({ status: reason === 'session_ended' ? 'ended' : 'paused', closedReason: reason });
    });
    current.addEventListener('error', () => {
      if (!isCurrent()) return;
      // The hook reopens every failed stream itself (the browser would retry a dropped one on its
      // own schedule and give up on a refused one), so there is one schedule with one ceiling.
      drop();
      hasMissedHints = true;
      failures += 1;
      set(RECONNECTING);
      timer = setTimeout(connect, backoffMs(failures, maxBackoffMs));
    });
  };

  return {
    start() {
      if (isStarted) return;
      isStarted = true;
      connect();
    },
    stop() {
      isStarted = false;
      drop();
      failures = 0;
      hasMissedHints = false;
      set(CONNECTING);
    },
    wake(reason) {
      if (!isStarted || source !== undefined || state.status === 'ended') return;
      // A stream the server closed for another tab comes back for the person, not for the network.
      if (state.status === 'paused' && reason === 'online') return;
      set(RECONNECTING);
      connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}

/**
 * Wakes `connection` when the browser comes back online, the window gains focus or the page
 * becomes visible. Returns the function that stops listening. Does nothing without a `window`.
 */
export function wakeOnReturn(connection: Pick<EventStreamConnection, 'wake'>): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOnline = () => connection.wake('online');
  const onFocus = () => connection.wake('focus');
  const onVisibility = () => {
    if (document.visibilityState === 'visible') connection.wake('visible');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
