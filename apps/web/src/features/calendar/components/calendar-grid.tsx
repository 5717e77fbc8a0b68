import type { CalendarClass } from '@fitcover/contract/calendar/calendar';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { dayNumber, type CalendarView } from '../lib/calendar-dates';

const text = es.calendar.calendar;
const MONTH_ITEMS = 3;

const tone: Record<string, string> = {
  abierta: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  cubierta: 'border-sky-300 bg-sky-50 text-sky-900',
  cancelada: 'border-red-200 bg-red-50 text-red-800 line-through',
  expirada: 'border-gray-200 bg-gray-50 text-gray-600',
};

type Props = {
  view: CalendarView;
  days: string[];
  /** YYYY-MM of the month view (days outside it are dimmed). */
  month: string;
  today: string;
  byDay: Map<string, CalendarClass[]>;
  selected: string | null;
  onSelect: (ofertaId: string) => void;
  role: 'instructor' | 'gimnasio';
};

/** The week (seven columns) or the month (whole weeks) on wider screens; a class opens its card. */
export function CalendarGrid({ view, days, month, today, byDay, selected, onSelect, role }: Props) {
  const weekdays = es.calendar.availability.days;
  return (
    <div className="grid grid-cols-7 gap-px overflow-hidden rounded-xl border border-gray-200 bg-gray-200">
      {weekdays.map((name) => (
        <div key={name} className="bg-gray-50 px-2 py-1.5 text-center text-xs font-semibold text-gray-600">
          {name.slice(0, 3)}
        </div>
      ))}
      {days.map((day) => {
        const items = byDay.get(day) ?? [];
        const shown = view === 'month' ? items.slice(0, MONTH_ITEMS) : items;
        const outside = view === 'month' && !day.startsWith(month);
        return (
          <div
            key={day}
            className={cn(
              'flex flex-col gap-1 bg-white p-1.5',
              view === 'week' ? 'min-h-48' : 'min-h-28',
              outside && 'bg-gray-50',
            )}
          >
            <span
              className={cn(
                'self-end rounded-full px-1.5 text-xs font-medium',
                day === today ? 'bg-brand-700 text-white' : outside ? 'text-gray-400' : 'text-gray-600',
              )}
            >
              {dayNumber(day)}
            </span>
            {shown.map((item) => (
              <button
                key={item.ofertaId}
                type="button"
                aria-expanded={selected === item.ofertaId}
                onClick={() => onSelect(item.ofertaId)}
                className={cn(
                  'rounded-lg border px-1.5 py-1 text-left text-xs leading-tight',
                  tone[item.estado] ?? tone.expirada,
                  selected === item.ofertaId && 'ring-2 ring-brand-700',
                )}
              >
                <span className="font-semibold">{item.hora}</span> <span className="break-words">{item.titulo}</span>
                {role === 'gimnasio' && item.instructor ? (
                  <span className="block truncate opacity-80">{item.instructor.nombre}</span>
                ) : null}
                {role === 'instructor' ? (
                  <span className="block truncate opacity-80">{item.gimnasio.nombre}</span>
                ) : null}
              </button>
            ))}
            {items.length > shown.length ? (
              <span className="text-xs text-gray-500">{text.more(items.length - shown.length)}</span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
