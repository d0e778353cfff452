/**
 * The part of an `ioredis` client (v5 or v6) the Redis stores use, stated here so `paykit/server`
 * does not depend on the package: pass your own `new Redis(url, options)`, configured for your
 * deployment (TLS, Sentinel, a managed Redis).
 */
export interface RedisClient {
  /** `wait`, `connecting`, `connect`, `ready`, `reconnecting`, `close`, `end`… */
  readonly status: string;
  /** Sends any command, e.g. `call('SET', key, value, 'NX')`. */
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
  subscribe(...channels: string[]): Promise<unknown>;
  unsubscribe(...channels: string[]): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready' | 'close' | 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** A new connection with the same options: pub/sub takes a connection of its own. */
  duplicate(): RedisClient;
  /** Closes the connection once pending replies are in. */
  quit(): Promise<unknown>;
  /** Closes the connection at once; with `reconnect`, opens it again. */
  disconnect(reconnect?: boolean): void;
}

/** Thrown when Redis did not answer in time or refused; the stores fail closed on it. */
export class RedisStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RedisStoreError';
  }
}

/**
 * Runs one Redis command with a deadline of its own, whatever the client's options: a Redis that
 * hangs costs a request at most `timeoutMs`, then the store fails closed.
 */
export function commandWithin<T>(timeoutMs: number, what: string, run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RedisStoreError(`Redis did not answer ${what} within ${timeoutMs} ms`)), timeoutMs);
    let pending: Promise<T>;
    try {
      pending = run();
    } catch (error) {
      pending = Promise.reject(error as Error);
    }
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new RedisStoreError(`Redis refused ${what}`, { cause: error }));
      },
    );
  });
}
