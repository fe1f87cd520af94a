import { dates } from '../texts/dates.ts';

/** A day (YYYY-MM-DD, read as local), an ISO timestamp, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return new Date(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '12 March 2026' (or '12 Mar 2026' with `month: 'short'`), in the visitor's time zone; what
 * cannot be read as a date comes back as it was given.
 *
 * It writes what `Intl.DateTimeFormat('en-GB', …)` writes (the tests compare the two) without
 * building a formatter: the first `Intl` object of a page loads the locale's calendar data, which
 * took 20–40 ms of a fast core inside the first render of a list of dated cards.
 */
export function formatDay(value: DateInput, month: 'long' | 'short' = 'long'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const names = month === 'long' ? dates.months : dates.monthsShort;
  return dates.day(date.getDate(), names[date.getMonth()] ?? '', date.getFullYear());
}

/** '12 Mar 2026, 14:05' (24-hour clock, the visitor's time zone). */
export function formatDayAndTime(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return dates.dayAndTime(formatDay(date, 'short'), time);
}
