/**
 * The connection behind `useEventStream`, as a plain store (`subscribe`/`getSnapshot`) so it is
 * tested on a fake clock without React. It opens the proxy's event stream and never gives up while
 * the page is open: after a drop it reopens on a doubling, jittered backoff with a ceiling, and at
 * once when the person comes back (`online`, window focus, the page becoming visible), one attempt
 * per such event and none while one is in flight. A stream that dies without an error (the device
 * slept, a NAT or proxy dropped the idle connection silently) is caught by a watchdog: nothing at
 * all, not even the server's heartbeat, for the silence window, and it is reopened; a return finds
 * one silent past the window and reopens it at once. Only the server stops it, with `event: closed`.
 */
import { MAX_TIMER_MS } from '../core/maxTimerMs.js';
import {
  EVENT_STREAM_CLOSED_EVENT,
  eventStreamClosedReasonOf,
  type EventStreamClosedReason,
} from '../core/schemas/eventStreamClosedValues.js';
import { DEFAULT_EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_HEARTBEAT_EVENT } from '../core/schemas/eventStreamHeartbeat.js';

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
  /**
   * How long an open or opening stream may stay silent (no heartbeat, hint or any other message)
   * before it is taken for dead, closed and reopened; past 2147483647 it counts as that, and a value
   * that is not a positive number as the default. @default DEFAULT_SILENCE_TIMEOUT_MS
   */
  silenceTimeoutMs?: number;
}

/** The connection: start, stop, wake, and its state as a store. */
export interface EventStreamConnection {
  /** Opens the stream; does nothing when started. */
  start(): void;
  /** Closes the stream and cancels any reconnection; `start` may open it again. */
  stop(): void;
  /**
   * The person is back: reconnect now unless ended, or live or in flight and heard from within the
   * silence window (see {@link EventStreamWake}).
   */
  wake(reason: EventStreamWake): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): EventStreamState;
}

/** The default ceiling of the reconnection backoff. */
export const DEFAULT_MAX_BACKOFF_MS = 30_000;

/** The default silence window: three of the relay's default heartbeats (45 s). */
export const DEFAULT_SILENCE_TIMEOUT_MS = 3 * DEFAULT_EVENT_STREAM_HEARTBEAT_MS;

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

/** The silence window `value` asks for, within what a timer honours. */
function silenceWindowMs(value: number | undefined): number {
  if (value === undefined || !(value > 0)) return DEFAULT_SILENCE_TIMEOUT_MS;
  return Math.min(value, MAX_TIMER_MS);
}

/** Creates the connection; nothing is opened before `start`. */
export function createEventStreamConnection(options: EventStreamConnectionOptions): EventStreamConnection {
  const { url, eventSourceClass: Source, onHint, onResume, maxBackoffMs = DEFAULT_MAX_BACKOFF_MS } = options;
  const silenceMs = silenceWindowMs(options.silenceTimeoutMs);
  const listeners = new Set<() => void>();
  let state = CONNECTING;
  let isStarted = false;
  /** The stream open or opening; `undefined` while waiting to reconnect. */
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Fires when the stream has been silent for the window; armed only while there is a stream. */
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  /** When the stream was last heard from (its attempt began, it opened, any message came). */
  let lastHeardAt = 0;
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
    if (watchdog !== undefined) clearTimeout(watchdog);
    watchdog = undefined;
  };

  /** The stream is alive (or its attempt just began): it has the whole window again. */
  const heard = () => {
    lastHeardAt = Date.now();
    if (watchdog !== undefined) clearTimeout(watchdog);
    watchdog = setTimeout(reopen, silenceMs);
  };

  const isSilentPastWindow = () => Date.now() - lastHeardAt >= silenceMs;

  /**
   * Reopens at once a stream that went silent: no error came, so the browser would wait on it for
   * ever. Hints may have been lost meanwhile, so everything is read again once it is back.
   */
  function reopen() {
    hasMissedHints = true;
    set(RECONNECTING);
    connect();
  }

  function connect() {
    drop();
    const current = new Source(url, { withCredentials: true });
    source = current;
    heard();
    const isCurrent = () => isStarted && source === current;
    current.addEventListener('open', () => {
      if (!isCurrent()) return;
      heard();
      failures = 0;
      set(LIVE);
      if (hasMissedHints) {
        hasMissedHints = false;
        onResume();
      }
    });
    current.addEventListener('hint', (event) => {
      if (!isCurrent()) return;
      heard();
      onHint((event as MessageEvent).data);
    });
    for (const type of [EVENT_STREAM_HEARTBEAT_EVENT, 'message']) {
      current.addEventListener(type, () => {
        if (isCurrent()) heard();
      });
    }
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
  }

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
      if (!isStarted || state.status === 'ended') return;
      if (source !== undefined) {
        // Back from sleep, a stream that looks open may have died long ago, unheard: its timer
        // waited with the device. Silent past the window, it is reopened now.
        if (isSilentPastWindow()) reopen();
        return;
      }
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
