import { CalendarPlus, Clock, Download, MapPin, MessageSquare, SquareArrowOutUpRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarClass } from '@fitcover/contract/calendar/calendar';
import { AddTrustedButton } from '../../../components/add-trusted-button';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';

const text = es.calendar.calendar;

const endTime = (item: CalendarClass) =>
  new Date(item.endsAt).toLocaleTimeString('es-ES', { timeZone: item.timezone, hour: '2-digit', minute: '2-digit' });

/** One class with everything to act on it: its offer, the chat, and "Añadir al calendario". */
export function ClassCard({ item, role }: { item: CalendarClass; role: 'instructor' | 'gimnasio' }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4" aria-label={item.titulo}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900">{item.titulo}</h3>
          <p className="text-sm text-gray-600">
            {item.especialidad} · {role === 'instructor' ? item.gimnasio.nombre : null}
            {role === 'gimnasio'
              ? item.instructor
                ? text.with(text.instructorLabel(item.instructor.nombre, item.instructor.ciudad))
                : text.noInstructor
              : null}
          </p>
        </div>
        {role === 'gimnasio' ? (
          <Badge tone={offerStatusTone(item.estado)}>{offerStatusLabel(item.estado)}</Badge>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1 text-sm text-gray-700">
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          {item.hora}–{endTime(item)} ({text.minutes(item.duracionMin)})
          {item.timezone === 'Atlantic/Canary' ? `, ${text.canary}` : null}
        </li>
        <li className="flex items-center gap-2 break-words">
          <MapPin className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
          {item.lugar}
        </li>
        {role === 'gimnasio' && item.instructor ? (
          <li className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
            {text.instructorLabel(item.instructor.nombre, item.instructor.ciudad)}
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link to={item.enlace} className={buttonClasses('outline', 'sm')}>
          <SquareArrowOutUpRight className="size-4" aria-hidden="true" />
          {text.offer}
        </Link>
        {item.chatWith ? (
          <Link to={`/chat?with=${encodeURIComponent(item.chatWith)}`} className={buttonClasses('outline', 'sm')}>
            <MessageSquare className="size-4" aria-hidden="true" />
            {text.chat}
          </Link>
        ) : null}
        {/* A gym that liked how a class went keeps the instructor for urgent cover (DECISIONS §15). */}
        {role === 'gimnasio' && item.instructor ? <AddTrustedButton instructorId={item.instructor.id} /> : null}
      </div>
      {item.icsUrl || item.googleCalendarUrl ? (
        <div className="flex flex-col gap-2 border-t border-gray-100 pt-3">
          <p className="flex items-center gap-2 text-sm font-medium text-gray-800">
            <CalendarPlus className="size-4 text-brand-700" aria-hidden="true" />
            {text.addToCalendar}
          </p>
          <div className="flex flex-wrap gap-2">
            {item.icsUrl ? (
              <a href={item.icsUrl} download className={buttonClasses('secondary', 'sm')}>
                <Download className="size-4" aria-hidden="true" />
                {text.downloadIcs}
              </a>
            ) : null}
            {item.googleCalendarUrl ? (
              <a
                href={item.googleCalendarUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                {text.google}
                <span className="sr-only"> {es.common.newTab}</span>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
