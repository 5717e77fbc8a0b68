import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarClass } from '@fitcover/contract/calendar/calendar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { useCalendar, type CalendarRole } from '../api/calendar';
import { dayLabel, monthLabel, periodOf, shift, shortDayLabel, type CalendarView } from '../lib/calendar-dates';
import { todayInMadrid } from '../../../lib/format';
import { CalendarGrid } from './calendar-grid';
import { ClassCard } from './class-card';
import { FeedCard } from './feed-card';

const text = es.calendar.calendar;

type Props = { role: CalendarRole; title: string; subtitle: string };

function byDay(items: readonly CalendarClass[]): Map<string, CalendarClass[]> {
  const days = new Map<string, CalendarClass[]>();
  for (const item of items) days.set(item.fechaClase, [...(days.get(item.fechaClase) ?? []), item]);
  return days;
}

/** Mi calendario / Calendario: week or month, a list on phones, each class with its actions. */
export function CalendarPageView({ role, title, subtitle }: Props) {
  const today = todayInMadrid();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const period = periodOf(view, anchor);
  const query = useCalendar(role, period.desde, period.hasta);
  const items = query.data?.items ?? [];
  const days = byDay(items);
  const label =
    view === 'week'
      ? text.weekOf(`${shortDayLabel(period.desde)} – ${shortDayLabel(period.hasta)}`)
      : monthLabel(anchor);
  const chosen = items.find((item) => item.ofertaId === selected) ?? null;
  // A month's list keeps to the month itself, not the edge weeks of its grid.
  const listed = view === 'month' ? items.filter((item) => item.fechaClase.slice(0, 7) === anchor.slice(0, 7)) : items;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
      </div>

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={text.viewLabel} className="inline-flex rounded-xl bg-gray-100 p-1">
            {(['week', 'month'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  'min-h-10 rounded-lg px-4 text-sm font-medium',
                  view === option ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
                )}
              >
                {option === 'week' ? text.week : text.month}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={text.previous}
              onClick={() => setAnchor(shift(view, anchor, -1))}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAnchor(today)}>
              {text.today}
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={text.next}
              onClick={() => setAnchor(shift(view, anchor, 1))}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </Button>
          </div>
        </div>
        <h2 className="flex items-center gap-2 text-base font-semibold text-gray-900" aria-live="polite">
          {label}
          {query.isFetching ? <Spinner className="size-4 text-brand-700" label={es.common.loading} /> : null}
        </h2>

        {query.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <span>{text.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {es.common.retry}
            </Button>
          </div>
        ) : null}

        {query.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner className="size-6" label={es.common.loading} />
          </div>
        ) : wide ? (
          <>
            <CalendarGrid
              view={view}
              days={period.days}
              month={anchor.slice(0, 7)}
              today={today}
              byDay={days}
              selected={selected}
              onSelect={(id) => setSelected((current) => (current === id ? null : id))}
              role={role}
            />
            {items.length === 0 ? <EmptyState>{text.empty}</EmptyState> : null}
            {chosen ? <ClassCard item={chosen} role={role} /> : null}
          </>
        ) : listed.length === 0 ? (
          <EmptyState>{text.empty}</EmptyState>
        ) : (
          <ol className="flex flex-col gap-4">
            {[...byDay(listed)].map(([day, dayItems]) => (
              <li key={day} className="flex flex-col gap-2">
                <h3 className={cn('text-sm font-semibold', day === today ? 'text-brand-700' : 'text-gray-700')}>
                  {dayLabel(day)}
                </h3>
                {dayItems.map((item) => (
                  <ClassCard key={item.ofertaId} item={item} role={role} />
                ))}
              </li>
            ))}
          </ol>
        )}
      </Card>

      <FeedCard />
    </div>
  );
}
