import { CalendarPageView } from '../../features/calendar/components/calendar-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Calendario (DECISIONS §16): the gym's offers by state; covered ones show the instructor. */
export function GymCalendarPage() {
  const text = es.calendar.calendar;
  useDocumentMeta(text.gymTitle);
  return <CalendarPageView role="gimnasio" title={text.gymTitle} subtitle={text.gymSubtitle} />;
}
