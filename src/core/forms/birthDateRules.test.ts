import { afterEach, describe, expect, it } from 'vitest';
import { birthDateProblem, hasTurned } from './birthDateRules.js';
import { localCalendarDate } from './calendarDate.js';

const TODAY = '2026-11-28';

describe('given a birth date and today', () => {
  it('should refuse a date that does not exist', () => {
    expect(birthDateProblem('2001-02-29', TODAY)).toBe('invalidDate');
    expect(birthDateProblem('28/11/2001', TODAY)).toBe('invalidDate');
  });

  it('should refuse today and later, and accept yesterday for someone who owns nothing', () => {
    expect(birthDateProblem(TODAY, TODAY)).toBe('futureDate');
    expect(birthDateProblem('2030-01-01', TODAY)).toBe('futureDate');
    expect(birthDateProblem('2026-11-27', TODAY)).toBeNull();
  });

  it('should refuse a date more than 120 years back, and accept 120 years to the day', () => {
    expect(birthDateProblem('1906-11-27', TODAY)).toBe('implausibleDate');
    expect(birthDateProblem('1026-05-01', TODAY)).toBe('implausibleDate');
    expect(birthDateProblem('1906-11-28', TODAY)).toBeNull();
  });

  it('should refuse an owner under 18 and accept one whose 18th birthday is today', () => {
    expect(birthDateProblem('2015-03-02', TODAY, { isOwner: true })).toBe('ownerUnderage');
    expect(birthDateProblem('2008-11-29', TODAY, { isOwner: true })).toBe('ownerUnderage');
    expect(birthDateProblem('2008-11-28', TODAY, { isOwner: true })).toBeNull();
    expect(birthDateProblem('2015-03-02', TODAY, { isOwner: false })).toBeNull();
  });
});

describe('given someone born on 29 February', () => {
  it('should count them a year older on 1 March of a common year, and on 29 February of a leap year', () => {
    expect(hasTurned('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(hasTurned('2008-02-29', 18, '2026-03-01')).toBe(true);
    expect(hasTurned('2012-02-29', 16, '2028-02-29')).toBe(true);
  });
});

describe("given the clock near midnight on the person's device", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('should read the calendar day where the device is, not in UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 05:00 UTC on 29 November is still 21:00 on 28 November in Los Angeles.
    expect(localCalendarDate(Date.UTC(2026, 10, 29, 5))).toBe('2026-11-28');
    process.env.TZ = 'Pacific/Auckland';
    // 11:00 UTC on 28 November is already 00:00 on 29 November in Auckland.
    expect(localCalendarDate(Date.UTC(2026, 10, 28, 11))).toBe('2026-11-29');
  });

  it('should write years before 1000 with four digits', () => {
    expect(localCalendarDate(new Date(987, 0, 5).getTime())).toBe('0987-01-05');
  });
});
