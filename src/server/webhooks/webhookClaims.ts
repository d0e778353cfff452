/**
 * Where a webhook handler records the `webhook-id`s it is processing and has processed: the seam
 * for a store that several instances share (Redis, a database table), so one delivery that reaches
 * two instances is handled once. Each step is one atomic operation of the store, never a check
 * followed by a write.
 */
export interface WebhookClaimStore {
  /**
   * Claims `id` for `ttlSeconds` (Redis `SET id processing NX EX ttl`): true for exactly one caller
   * while the claim lives, false for every other. The handler claims for a short lease, so a claim
   * whose instance died expires and the sender's retry is handled.
   */
  claim(id: string, ttlSeconds: number): boolean | Promise<boolean>;
  /** Records that `id` was processed, remembered for `ttlSeconds` (`SET id done EX ttl`). */
  finish(id: string, ttlSeconds: number): void | Promise<void>;
  /** Gives a claim back after processing failed, so the sender's retry is handled (`DEL id`). */
  release(id: string): void | Promise<void>;
  /** Whether `id` was processed (not merely claimed). */
  isFinished(id: string): boolean | Promise<boolean>;
}

/** The in-memory {@link WebhookClaimStore}: it answers at once. */
export interface InMemoryWebhookClaims extends WebhookClaimStore {
  claim(id: string, ttlSeconds: number): boolean;
  finish(id: string, ttlSeconds: number): void;
  release(id: string): void;
  isFinished(id: string): boolean;
  /** Ids held (for tests and metrics). */
  readonly size: number;
}

/** Options of {@link createWebhookClaims}. */
export interface WebhookClaimsOptions {
  /**
   * Ids kept; one more forgets the oldest claim or record.
   * @default 10000
   */
  maxSize?: number;
  /**
   * The clock, in epoch milliseconds.
   * @default Date.now
   */
  now?: () => number;
}

interface Claim {
  finished: boolean;
  expiresAt: number;
}

/**
 * A bounded in-memory {@link WebhookClaimStore}, for one instance: claims expire after their TTL
 * and the oldest go first past `maxSize`, so memory stays bounded whatever the sender does.
 *
 * @example
 * createWebhookHandler({ secrets, onEvent, claims: createWebhookClaims({ maxSize: 50_000 }) });
 */
export function createWebhookClaims(options: WebhookClaimsOptions = {}): InMemoryWebhookClaims {
  const { maxSize = 10_000, now = Date.now } = options;
  if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError('createWebhookClaims: maxSize must be a positive integer');
  /** In insertion order; an entry is re-inserted when its expiry changes, so the first is the oldest. */
  const claims = new Map<string, Claim>();

  const live = (id: string): Claim | undefined => {
    const claim = claims.get(id);
    if (claim === undefined) return undefined;
    if (claim.expiresAt > now()) return claim;
    claims.delete(id);
    return undefined;
  };

  const put = (id: string, claim: Claim) => {
    claims.delete(id);
    claims.set(id, claim);
    while (claims.size > maxSize) {
      const oldest = claims.keys().next().value;
      if (oldest === undefined) break;
      claims.delete(oldest);
    }
  };

  const expiryIn = (ttlSeconds: number) => {
    if (!(ttlSeconds > 0)) throw new RangeError('createWebhookClaims: a TTL must be positive');
    return now() + ttlSeconds * 1000;
  };

  return {
    claim(id, ttlSeconds) {
      if (live(id) !== undefined) return false;
      put(id, { finished: false, expiresAt: expiryIn(ttlSeconds) });
      return true;
    },
    finish(id, ttlSeconds) {
      put(id, { finished: true, expiresAt: expiryIn(ttlSeconds) });
    },
    release(id) {
      claims.delete(id);
    },
    isFinished(id) {
      return live(id)?.finished ?? false;
    },
    get size() {
      return claims.size;
    },
  };
}
