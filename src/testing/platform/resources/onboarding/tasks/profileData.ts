import { isObject } from '../../../validation/shapes.js';

/** The value at RFC 6901 `pointer` inside `document`, or `undefined` when nothing is there. */
export function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) current = /^(?:0|[1-9]\d*)$/.test(token) ? current[Number(token)] : undefined;
    else if (isObject(current)) current = Object.hasOwn(current, token) ? current[token] : undefined;
    else return undefined;
  }
  return current;
}

/**
 * True when the customer already holds a value at `pointer`: an empty string, array or object
 * counts as missing, so a half-started profile still asks.
 */
export function hasProfileValue(customer: unknown, pointer: string): boolean {
  const value = readPointer(customer, pointer);
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}
