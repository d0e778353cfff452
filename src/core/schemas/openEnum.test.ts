import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { isKnownValue } from './isKnownValue.js';

const statuses = ['pending', 'ready'] as const;
const statusSchema = openEnum(statuses);

describe('given an open enum', () => {
  it.each([['pending'], ['ready'], ['paused_for_review'], ['']])('should keep %j as it is', (value) => {
    expect(statusSchema.parse(value)).toBe(value);
  });

  it.each([[1], [null], [{ status: 'ready' }]])('should refuse the non-string %j naming known values', (value) => {
    const result = statusSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Expected a string such as "pending", "ready"');
  });

  it('should type a list given as a type only, and refuse a non-string without naming values', () => {
    const lean = openEnum<typeof statuses>();
    expect(lean.parse('paused_for_review')).toBe('paused_for_review');
    expect(lean.safeParse(1).error?.issues[0]?.message).toBe('Expected a string');
  });

  it('should stay open inside an object, next to unknown fields', () => {
    const schema = z.looseObject({ status: statusSchema });
    expect(schema.parse({ status: 'archived', note: 'new' })).toEqual({ status: 'archived', note: 'new' });
  });
});

describe('given a value to narrow', () => {
  it('should recognise known values only', () => {
    expect(isKnownValue(statuses, 'ready')).toBe(true);
    expect(isKnownValue(statuses, 'archived')).toBe(false);
    expect(isKnownValue(statuses, 3)).toBe(false);
  });
});
