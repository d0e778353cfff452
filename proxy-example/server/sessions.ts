import { randomBytes } from 'node:crypto';

/** One signed-in demo visitor. */
export interface DemoSession {
  /** The customer this session may see and act for; the proxy takes it from here only. */
  customerId: string;
  /** Epoch milliseconds after which the session is gone. */
  expiresAt: number;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** How long a session lives after its last use, in milliseconds. @default 8 hours */
  idleTtlMs?: number;
  /** Sessions held at most; beyond it the least recently used one is dropped. @default 10000 */
  maxSessions?: number;
  /** Current time in epoch milliseconds (tests inject one). @default Date.now */
  now?: () => number;
}

/**
 * Opaque session ids to customers, as a merchant's own auth would keep: in memory
 * ({@link createSessionStore}), or in Redis for several instances (`createRedisSessionStore`).
 */
export interface SessionStore {
  /** Starts a session for the customer and returns its id: 256 random bits, base64url. */
  create(customerId: string): string | Promise<string>;
  /** The live session's customer (and refreshes its idle timer), or null for an unknown or expired id. */
  customerIdOf(sessionId: string | undefined): string | null | Promise<string | null>;
  /**
   * The live session's customer without refreshing its idle timer (nor its place in the
   * least-recently-used order), or null: for checks that are not the person's own use, such as
   * the proxy's periodic check of an open event stream.
   */
  peekCustomerIdOf(sessionId: string | undefined): string | null | Promise<string | null>;
  /** Ends the session; unknown ids are ignored. */
  destroy(sessionId: string | undefined): void | Promise<void>;
}

/** The in-memory {@link SessionStore}: it answers at once. */
export interface InMemorySessionStore extends SessionStore {
  create(customerId: string): string;
  customerIdOf(sessionId: string | undefined): string | null;
  peekCustomerIdOf(sessionId: string | undefined): string | null;
  destroy(sessionId: string | undefined): void;
  /** Sessions currently held. */
  size(): number;
}

/** A well-formed session id: anything else is unknown without a lookup. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** A new session id: 256 random bits, base64url. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/**
 * Creates the demo's session store. Ids are unguessable and never derived from the customer; a
 * `Map` keeps insertion order, so re-inserting on use makes the first entry the least recently used.
 *
 * @example
 * const sessions = createSessionStore();
 * const sessionId = sessions.create('cus_8Jd2kq');
 * sessions.customerIdOf(sessionId); // 'cus_8Jd2kq'
 */
export function createSessionStore(options: SessionStoreOptions = {}): InMemorySessionStore {
  const idleTtlMs = options.idleTtlMs ?? 8 * 60 * 60 * 1000;
  const maxSessions = options.maxSessions ?? 10_000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, DemoSession>();

  /** The session under a well-formed id, while it lives; reads only. */
  const liveSession = (sessionId: string | undefined): DemoSession | undefined => {
    if (sessionId === undefined || !SESSION_ID.test(sessionId)) return undefined;
    const session = sessions.get(sessionId);
    return session && session.expiresAt > now() ? session : undefined;
  };

  const sweepExpired = () => {
    const time = now();
    for (const [id, session] of sessions) if (session.expiresAt <= time) sessions.delete(id);
  };

  return {
    create(customerId) {
      sweepExpired();
      const sessionId = newSessionId();
      sessions.set(sessionId, { customerId, expiresAt: now() + idleTtlMs });
      while (sessions.size > maxSessions) {
        const oldest = sessions.keys().next().value;
        if (oldest === undefined) break;
        sessions.delete(oldest);
      }
      return sessionId;
    },
    customerIdOf(sessionId) {
      const session = liveSession(sessionId);
      if (sessionId === undefined || !session) return null;
      // Re-inserted, so the most recently used goes last; an expired one goes at the next sweep.
      sessions.delete(sessionId);
      sessions.set(sessionId, { ...session, expiresAt: now() + idleTtlMs });
      return session.customerId;
    },
    peekCustomerIdOf(sessionId) {
      return liveSession(sessionId)?.customerId ?? null;
    },
    destroy(sessionId) {
      if (sessionId !== undefined) sessions.delete(sessionId);
    },
    size() {
      return sessions.size;
    },
  };
}
