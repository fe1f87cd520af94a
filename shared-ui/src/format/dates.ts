import { intlLocale } from '../preferences/language.ts';
import { useBeforeHydration } from '../router/before-hydration.tsx';
import { dates } from '../texts/dates.ts';

/** A day (YYYY-MM-DD, read as local), an ISO timestamp, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

/**
 * Whose calendar a date is read in: the visitor's time zone, or East Africa Time (UTC+3, with no
 * daylight saving), the community's own, which a server and a browser anywhere agree on.
 */
export type DateZone = 'visitor' | 'eat';

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

function toDate(value: DateInput, zone: DateZone = 'visitor'): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00${zone === 'eat' ? '+03:00' : ''}`);
  }
  return new Date(value);
}

/** The day, month (0 for January) and year of `value` in `zone`, or undefined for what is no date. */
export function calendarDay(
  value: DateInput,
  zone: DateZone = 'visitor',
): { day: number; month: number; year: number } | undefined {
  const date = toDate(value, zone);
  if (Number.isNaN(date.getTime())) return undefined;
  if (zone === 'visitor') return { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  return { day: eat.getUTCDate(), month: eat.getUTCMonth(), year: eat.getUTCFullYear() };
}

/**
 * The zone a component writes dates in: East Africa Time on the server and while the browser
 * hydrates the server's markup (the two may be in different zones, and a moment near midnight
 * would be another day), the visitor's own after.
 */
export const useDateZone = (): DateZone => (useBeforeHydration() ? 'eat' : 'visitor');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '12 March 2026' (or '12 Mar 2026' with `month: 'short'`), in the visitor's time zone (or in
 * `zone`: see useDateZone); what cannot be read as a date comes back as it was given.
 *
 * It writes what `Intl.DateTimeFormat('en-GB', …)` writes (the tests compare the two) without
 * building a formatter: the first `Intl` object of a page loads the locale's calendar data, which
 * took 20–40 ms of a fast core inside the first render of a list of dated cards.
 */
export function formatDay(
  value: DateInput,
  month: 'long' | 'short' = 'long',
  zone: DateZone = 'visitor',
): string {
  const day = calendarDay(value, zone);
  if (!day) return String(value);
  const names = month === 'long' ? dates.months : dates.monthsShort;
  return dates.day(day.day, names[day.month] ?? '', day.year);
}

/** '12 Mar 2026, 14:05' (24-hour clock, the visitor's time zone). */
export function formatDayAndTime(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return dates.dayAndTime(formatDay(date, 'short'), time);
}

/*
 * "2 hours ago": how long ago a moment was, written by `Intl.RelativeTimeFormat` in the page's
 * language ("saa 2 zilizopita" in Kiswahili).
 */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let formatter: Intl.RelativeTimeFormat | null = null;

function relativeFormat(): Intl.RelativeTimeFormat {
  // Built once, when the first date is written: the first Intl object loads the locale's data.
  formatter ??= new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  return formatter;
}

/** How long before `now` the ISO date `iso` was ("2 hours ago", "yesterday", "now"). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  // A clock a little ahead of the visitor's says "now", not "in 3 seconds".
  const past = Math.min(seconds, 0);
  for (const [unit, size] of UNITS) {
    if (Math.abs(past) >= size) return relativeFormat().format(Math.trunc(past / size), unit);
  }
  return relativeFormat().format(past, 'second');
}
