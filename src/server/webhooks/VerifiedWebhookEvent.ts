/**
 * A webhook delivery whose signature verified: the envelope `{ type, data, createdAt }` plus the
 * delivery's id.
 */
export interface VerifiedWebhookEvent {
  /**
   * The delivery id, the same across the sender's retries of one message: the `webhook-id` header
   * (or the v1 provider's `svix-id`); for a delivery only the legacy `X-Webhook-Signature`
   * verified, `legacy-sha256:<hex SHA-256 of the body>`.
   */
  id: string;
  /** The event type, e.g. `'transfer.state_changed'`; an open set. */
  type: string;
  /** The event's resource (or, for some legacy events, a summary of it). */
  data: Record<string, unknown>;
  /** When the event happened: Unix epoch milliseconds per the API; an RFC 3339 string is accepted. */
  createdAt: number | string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the envelope of a verified delivery, or null when the JSON is not `{ type, data, createdAt }`
 * with a non-empty string type, an object `data` and a `createdAt` that is a valid date (epoch
 * milliseconds or a date string).
 */
export function readWebhookEnvelope(id: string, body: unknown): VerifiedWebhookEvent | null {
  if (!isRecord(body)) return null;
  const { type, data, createdAt } = body;
  if (typeof type !== 'string' || type.length === 0 || !isRecord(data)) return null;
  const validCreatedAt = (typeof createdAt === 'number' || typeof createdAt === 'string') && !Number.isNaN(new Date(createdAt).getTime());
  if (!validCreatedAt) return null;
  return { id, type, data, createdAt };
}
