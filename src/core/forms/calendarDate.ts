const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isDateString(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The calendar date `YYYY-MM-DD` at `now` on the person's own device (its local time zone), which
 * is where "today" begins and ends for them: a person turns 18 at their midnight, not at UTC's.
 *
 * @example
 * localCalendarDate(new Date(2026, 10, 28, 23, 30)); // '2026-11-28' whatever UTC says
 */
export function localCalendarDate(now: number | Date): string {
  const date = new Date(now);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
