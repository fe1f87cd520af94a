import { formatDay, formatDayAndTime } from './dates.ts';

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

describe('formatDay', () => {
  it('writes every month as en-GB does, long and short', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 3, 9, 30);
      expect(formatDay(date)).toBe(longDay.format(date));
      expect(formatDay(date, 'short')).toBe(shortDay.format(date));
    }
  });

  it('reads a plain day as local and an ISO timestamp in the visitor’s zone', () => {
    expect(formatDay('2026-03-12')).toBe('12 March 2026');
    const stamp = '2026-11-24T08:15:00.000Z';
    expect(formatDay(stamp)).toBe(longDay.format(new Date(stamp)));
    expect(formatDay(Date.parse(stamp), 'short')).toBe(shortDay.format(new Date(stamp)));
  });

  it('gives back what is not a date', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDayAndTime('')).toBe('');
  });
});

describe('formatDayAndTime', () => {
  it('writes a day and a 24-hour time as en-GB’s medium date and short time do', () => {
    for (const stamp of ['2026-01-05T00:07:00', '2026-09-30T13:45:00', '2026-12-31T23:59:00']) {
      expect(formatDayAndTime(stamp)).toBe(dayAndTime.format(new Date(stamp)));
    }
  });
});
