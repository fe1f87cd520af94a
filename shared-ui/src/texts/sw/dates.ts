import type { Translation } from '../../i18n/translation.ts';
import type { dates as en } from '../dates.ts';

/** Kiswahili for ../dates.ts: '12 Machi 2026', '12 Mac 2026, 14:05'. */
export const dates: Translation<typeof en> = {
  months: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
  monthsShort: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
  /** '12 Machi 2026' */
  day: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  /** '12 Mac 2026, 14:05' */
  dayAndTime: (day: string, time: string) => `${day}, ${time}`,
};
