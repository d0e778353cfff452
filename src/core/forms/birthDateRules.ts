import { isDateString } from './calendarDate.js';

/** The age from which a person may own part of a business. */
export const ADULT_AGE = 18;

/** The oldest a living person can plausibly be; an earlier birth date is a typing slip (1026 for 1926). */
export const OLDEST_PLAUSIBLE_AGE = 120;

/** Why a birth date cannot be saved. */
export type BirthDateProblem = 'invalidDate' | 'futureDate' | 'implausibleDate' | 'ownerUnderage';

/** `date` (`YYYY-MM-DD`) moved `years` back, the month and day kept (so a comparison as text works on 29 February too). */
function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * Whether a person born on `birthDate` has turned `age` on `today` (both `YYYY-MM-DD`). Someone
 * born on 29 February turns a year older on 1 March in a common year.
 *
 * @example
 * hasTurned('2008-11-28', 18, '2026-11-28'); // true: the 18th birthday is today
 */
export function hasTurned(birthDate: string, age: number, today: string): boolean {
  return birthDate <= yearsBefore(today, age);
}

/**
 * What is wrong with a birth date on `today`: not a real date, in the future (or today), more than
 * {@link OLDEST_PLAUSIBLE_AGE} years ago, or, when the person owns part of the business
 * (`isOwner`), under {@link ADULT_AGE}. `null` when it may be saved; an empty date is not checked here.
 *
 * @example
 * birthDateProblem('2015-03-02', '2026-11-28', { isOwner: true }); // 'ownerUnderage'
 * birthDateProblem('1890-01-01', '2026-11-28'); // 'implausibleDate'
 */
export function birthDateProblem(
  birthDate: string,
  today: string,
  { isOwner = false }: { isOwner?: boolean } = {},
): BirthDateProblem | null {
  if (!isDateString(birthDate)) return 'invalidDate';
  if (birthDate >= today) return 'futureDate';
  if (birthDate < yearsBefore(today, OLDEST_PLAUSIBLE_AGE)) return 'implausibleDate';
  if (isOwner && !hasTurned(birthDate, ADULT_AGE, today)) return 'ownerUnderage';
  return null;
}
