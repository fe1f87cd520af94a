import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, createElement } from 'react';
import { calendarDay, formatDay, formatDayAndTime, timeAgo, useDateZone, type DateInput } from './dates.ts';
import { Hydrating } from '../router/before-hydration.tsx';

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

describe('a day in East Africa Time', () => {
  it('reads a moment in UTC+3 whatever the zone it runs in', () => {
    // 22:30 UTC on the last of February is already the first of March in Kenya.
    expect(calendarDay('2026-02-28T22:30:00.000Z', 'eat')).toEqual({ day: 1, month: 2, year: 2026 });
    expect(formatDay('2026-12-31T21:00:00.000Z', 'long', 'eat')).toBe('1 January 2027');
    expect(formatDay('2026-12-31T20:59:59.000Z', 'short', 'eat')).toBe('31 Dec 2026');
  });

  it('keeps a plain day the day it names', () => {
    expect(formatDay('2026-03-12', 'long', 'eat')).toBe('12 March 2026');
    expect(calendarDay('soon', 'eat')).toBeUndefined();
  });
});

describe('useDateZone', () => {
  function Day({ value }: { value: DateInput }) {
    const zone = useDateZone();
    return createElement('time', { 'data-zone': zone }, formatDay(value, 'long', zone));
  }

  it('writes East Africa Time on the server and while hydrating, the visitor’s zone after', async () => {
    const stamp = '2026-02-28T22:30:00.000Z';
    // Inside Hydrating, as the server renders a page and the shell hydrates it.
    const page = createElement(Hydrating, null, createElement(Day, { value: stamp }));
    const markup = renderToString(page);
    expect(markup).toContain('1 March 2026');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('time')).toHaveAttribute('data-zone', 'visitor');
    expect(container.querySelector('time')).toHaveTextContent(formatDay(stamp));
    container.remove();
  });

  it('writes the visitor’s zone at once in a render the browser starts', () => {
    const { container } = render(createElement(Day, { value: '2026-11-24T08:15:00.000Z' }));
    expect(container.querySelector('time')).toHaveAttribute('data-zone', 'visitor');
  });
});

describe('formatDayAndTime', () => {
  it('writes a day and a 24-hour time as en-GB’s medium date and short time do', () => {
    for (const stamp of ['2026-01-05T00:07:00', '2026-09-30T13:45:00', '2026-12-31T23:59:00']) {
      expect(formatDayAndTime(stamp)).toBe(dayAndTime.format(new Date(stamp)));
    }
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-12T12:00:00Z');
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [0, 'now'],
    [-5, 'now'],
    [42, '42 seconds ago'],
    [90, '1 minute ago'],
    [2 * 3600, '2 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [65 * 86400, '2 months ago'],
    [800 * 86400, '2 years ago'],
  ])('%i seconds before is "%s"', (seconds, words) => {
    expect(timeAgo(before(seconds), now)).toBe(words);
  });

  it('gives back what it cannot read as a date', () => {
    expect(timeAgo('soon', now)).toBe('soon');
  });
});
