// One formatter for every date, built on first use: building one per call is what costs, and
// the first date formatter of a page (the locale's calendar data) costs about 20 ms of a fast
// core, which a page showing no date should not pay.
let dayFormat: Intl.DateTimeFormat | undefined;

/** '12 March 2026' for a day (YYYY-MM-DD, read as local) or an ISO timestamp. */
export function formatDay(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return dayFormat.format(parsed);
}
