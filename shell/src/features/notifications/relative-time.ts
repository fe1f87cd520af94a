/**
 * "2 hours ago": how long ago a moment was, written by `Intl.RelativeTimeFormat` in the page's
 * language (the catalogue's, `<html lang>`), else the browser's.
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
  formatter ??= new Intl.RelativeTimeFormat(
    [document.documentElement.lang, navigator.language].filter(Boolean),
    { numeric: 'auto' },
  );
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
