import { Issues } from '../../validation/Issues.js';
import { checkArray, checkEnum, expectObject, rejectUnknownFields } from '../../validation/shapes.js';
import { webhookEventTypes } from './eventTypes.js';

const MAX_URL_LENGTH = 2048;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const STATUSES = ['enabled', 'disabled'] as const;

/** A checked create body. */
export interface EndpointCreate {
  url: string;
  events: string[];
}

/** A checked update body: only the fields given. */
export interface EndpointUpdate {
  url?: string;
  events?: string[];
  status?: (typeof STATUSES)[number];
}

/**
 * Checks a delivery URL: absolute https without credentials, at most 2048 characters. Plain http
 * is accepted for loopback hosts only, so a developer can receive deliveries on their machine.
 */
export function checkDeliveryUrl(issues: Issues, pointer: string, value: unknown): value is string {
  if (typeof value !== 'string') {
    issues.add(
      pointer,
      value === undefined || value === null ? 'required' : 'invalid_type',
      value === undefined || value === null ? 'is required' : 'must be a string',
    );
    return false;
  }
  if (value.length > MAX_URL_LENGTH) {
    issues.add(pointer, 'too_long', `must be at most ${MAX_URL_LENGTH} characters`);
    return false;
  }
  const url = value.trim() === value && URL.canParse(value) ? new URL(value) : undefined;
  const isLoopbackHttp = url?.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  if (!url || (url.protocol !== 'https:' && !isLoopbackHttp)) {
    issues.add(pointer, 'invalid_url', 'must be an absolute https URL (plain http only for localhost, 127.0.0.1 or [::1])');
    return false;
  }
  if (url.username || url.password) {
    issues.add(pointer, 'invalid_url', 'must not embed credentials');
    return false;
  }
  return true;
}

/** Checks a subscription: unique known v3 event names; empty means every event. */
function checkEvents(issues: Issues, pointer: string, value: unknown): void {
  checkArray(issues, pointer, value, (itemPointer, item) => checkEnum(issues, itemPointer, item, webhookEventTypes), { unique: true });
}

/** Validates `POST /v3/webhooks` (`{ url, events? }`); 400 validation_error names every bad field. */
export function validateEndpointCreate(body: unknown): EndpointCreate {
  const issues = new Issues();
  const object = expectObject(issues, '', body);
  if (object) {
    rejectUnknownFields(issues, '', object, ['url', 'events']);
    checkDeliveryUrl(issues, '/url', object.url);
    if (object.events !== undefined && object.events !== null) checkEvents(issues, '/events', object.events);
  }
  issues.throwIfAny();
  const checked = object as { url: string; events?: string[] | null };
  return { url: checked.url, events: checked.events ?? [] };
}

/**
 * Validates `PATCH /v3/webhooks/{webhookId}` (`{ url?, events?, status? }`). `events: null`
 * resets the subscription to every event; `url` and `status` cannot be cleared.
 */
export function validateEndpointUpdate(body: unknown): EndpointUpdate {
  const issues = new Issues();
  const object = expectObject(issues, '', body);
  if (object) {
    rejectUnknownFields(issues, '', object, ['url', 'events', 'status']);
    if (object.url !== undefined) checkDeliveryUrl(issues, '/url', object.url);
    if (object.events !== undefined && object.events !== null) checkEvents(issues, '/events', object.events);
    if (object.status !== undefined) checkEnum(issues, '/status', object.status, STATUSES);
  }
  issues.throwIfAny();
  const checked = object as { url?: string; events?: string[] | null; status?: EndpointUpdate['status'] };
  const update: EndpointUpdate = {};
  if (checked.url !== undefined) update.url = checked.url;
  if (checked.events !== undefined) update.events = checked.events ?? [];
  if (checked.status !== undefined) update.status = checked.status;
  return update;
}
