import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkArray, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import type { RailRequest } from './requestRails.js';

/** The most rails one request may name. */
export const MAX_RAILS_PER_REQUEST = 10;
/** The most banks one rail application may name. */
export const MAX_BANKS_PER_RAIL = 10;
const MAX_NAME_LENGTH = 64;

function checkName(issues: Issues, pointer: string, value: unknown, what: string): value is string {
  if (typeof value !== 'string' || value.length === 0) issues.add(pointer, 'invalid_type', `must be a non-empty ${what}`);
  else if (value.length > MAX_NAME_LENGTH) issues.add(pointer, 'too_long', `must be at most ${MAX_NAME_LENGTH} characters`);
  else return true;
  return false;
}

function requireObject(issues: Issues, body: unknown, expected: string): body is Record<string, unknown> {
  if (isObject(body)) return true;
  issues.add('', 'invalid_type', `must be a JSON object with ${expected}`);
  issues.throwIfAny();
  return false;
}

/** The v1 rail request body `{ rails: string[] }`: 1 to 10 distinct rail names (400 validation_error otherwise). */
export function readRailsBody(body: unknown): RailRequest[] {
  const issues = new Issues();
  if (!requireObject(issues, body, 'rails')) return [];
  rejectUnknownFields(issues, '', body, ['rails']);
  const rails: RailRequest[] = [];
  if (requireField(issues, '/rails', body.rails)) {
    checkArray(
      issues,
      '/rails',
      body.rails,
      (pointer, item) => {
        if (checkName(issues, pointer, item, 'rail name')) rails.push({ rail: item });
      },
      { unique: true, min: 1, max: MAX_RAILS_PER_REQUEST },
    );
  }
  issues.throwIfAny();
  return rails;
}

/**
 * The v2 rail application body `{ data: [{ rail, banks? }] }`: 1 to 10 applications for distinct
 * rails, each with at most 10 distinct bank (institution) ids (400 validation_error otherwise).
 */
export function readRailApplicationsBody(body: unknown): RailRequest[] {
  const issues = new Issues();
  if (!requireObject(issues, body, 'data')) return [];
  rejectUnknownFields(issues, '', body, ['data']);
  const applications: RailRequest[] = [];
  const seen = new Set<string>();
  if (requireField(issues, '/data', body.data)) {
    checkArray(
      issues,
      '/data',
      body.data,
      (pointer, item) => {
        if (!isObject(item)) {
          issues.add(pointer, 'invalid_type', 'must be an object with rail');
          return;
        }
        rejectUnknownFields(issues, pointer, item, ['rail', 'banks']);
        const railPointer = pointerTo(pointer, 'rail');
        const rail =
          requireField(issues, railPointer, item.rail) && checkName(issues, railPointer, item.rail, 'rail name') ? item.rail : undefined;
        if (rail !== undefined && seen.has(rail)) issues.add(railPointer, 'duplicate_item', 'names a rail applied for earlier in data');
        if (rail !== undefined) seen.add(rail);
        const banks: string[] = [];
        if (item.banks !== undefined) {
          checkArray(
            issues,
            pointerTo(pointer, 'banks'),
            item.banks,
            (bankPointer, bank) => {
              if (checkName(issues, bankPointer, bank, 'bank id')) banks.push(bank);
            },
            { unique: true, max: MAX_BANKS_PER_RAIL },
          );
        }
        if (rail !== undefined) applications.push({ rail, banks });
      },
      { min: 1, max: MAX_RAILS_PER_REQUEST },
    );
  }
  issues.throwIfAny();
  return applications;
}
