import { CalendarPageView } from '../../features/calendar/components/calendar-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Mi calendario (DECISIONS §16): the instructor's accepted classes. */
export function InstructorCalendarPage() {
  const text = es.calendar.calendar;
  useDocumentMeta(text.instructorTitle);
  return <CalendarPageView role="instructor" title={text.instructorTitle} subtitle={text.instructorSubtitle} />;
}
