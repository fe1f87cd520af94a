/**
 * How a date is written, for `shared-ui/dates`. The month names are here rather than taken from
 * `Intl` so that a page does not pay for the locale's calendar data on its first render, and so
 * that the Kiswahili catalogue can name the months its own way.
 */
export const dates = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  /** '12 March 2026' */
  day: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  /** '12 Mar 2026, 14:05' */
  dayAndTime: (day: string, time: string) => `${day}, ${time}`,
};
