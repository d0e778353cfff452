/**
 * The JSON of an upstream answer, read once: strict UTF-8, then `JSON.parse`, remembered per answer
 * so the ownership proof, the list check and the relay never parse one body twice. `callUpstream`
 * caps the body in bytes, so this is one linear pass over a bounded text.
 */
import type { UpstreamResult } from './callUpstream.js';

/** An upstream body read as JSON: its text (for the key check) and its value. */
export interface UpstreamJson {
  text: string;
  value: unknown;
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const parsed = new WeakMap<UpstreamResult, UpstreamJson | null>();

function parse(bytes: Uint8Array): UpstreamJson | null {
  try {
    const text = decoder.decode(bytes);
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** The JSON `result`'s body holds, or `undefined` when it is not UTF-8 JSON (truncated, HTML…). */
export function upstreamJson(result: UpstreamResult): UpstreamJson | undefined {
  let json = parsed.get(result);
  if (json === undefined) {
    json = parse(result.bytes);
    parsed.set(result, json);
  }
  return json ?? undefined;
}

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True for `{ data, … }` with an object or array `data`: the envelope of every single read, create
 * and list the API describes ("Single and create responses are {data: resource}").
 */
export function isDataEnvelope(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  const { data } = value;
  return typeof data === 'object' && data !== null;
}
