// Calendar periods as local dates (YYYY-MM-DD), computed on the date alone so no time zone can
// shift a day: weeks start on Monday (Spain), a month view shows whole weeks.
export type CalendarView = 'week' | 'month';

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);

/** ISO weekday, 1 = lunes. */
export const weekdayOf = (date: string) => ((new Date(toTime(date)).getUTCDay() + 6) % 7) + 1;

export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

export function addMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return fromTime(first.getTime());
}

export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The days a view shows around `anchor`: its week, or the whole weeks covering its month. */
export function periodOf(view: CalendarView, anchor: string): { desde: string; hasta: string; days: string[] } {
  let desde: string;
  let hasta: string;
  if (view === 'week') {
    desde = mondayOf(anchor);
    hasta = addDays(desde, 6);
  } else {
    const first = firstOfMonth(anchor);
    const last = addDays(addMonths(first, 1), -1);
    desde = mondayOf(first);
    hasta = addDays(mondayOf(last), 6);
  }
  const days: string[] = [];
  for (let day = desde; day <= hasta; day = addDays(day, 1)) days.push(day);
  return { desde, hasta, days };
}

/** The anchor of the previous or next period. */
export const shift = (view: CalendarView, anchor: string, step: -1 | 1) =>
  view === 'week' ? addDays(anchor, 7 * step) : addMonths(firstOfMonth(anchor), step);

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const monthLabel = (date: string) => capital(monthFormat.format(new Date(toTime(date))));
export const dayLabel = (date: string) => capital(dayFormat.format(new Date(toTime(date))));
export const shortDayLabel = (date: string) => shortFormat.format(new Date(toTime(date)));
export const dayNumber = (date: string) => Number(date.slice(8, 10));
