// One class as each side sees it in a calendar: Mi calendario / Calendario items, the ICS events
// and the Google Calendar link all come from here, so they always say the same. The gym's view
// names the instructor with their town only (an instructor's address is private, DECISIONS §10).
import { createHash } from 'node:crypto';
import type { CalendarClass } from '@fitcover/contract/calendar/calendar';
import { effectiveStatus } from '../offers/offer-view.ts';
import { shortTime } from '../offers/offer-time.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import type { ClassRow } from './calendar.repo.ts';

export type Viewer = { id: string; rol: 'gimnasio' | 'instructor' };

export type ClassEvent = {
  uid: string;
  start: Date;
  end: Date;
  timezone: string;
  summary: string;
  location: string;
  description: string;
  url: string;
};

const endOf = (row: ClassRow) => new Date(row.startsAt.getTime() + row.duracionMin * 60_000);
const placeOf = (row: ClassRow) => (row.modalidad === 'Online' ? 'Online' : (row.ubicacion ?? row.ciudad ?? '—'));
const linkFor = (viewer: Viewer) =>
  viewer.rol === 'instructor' ? notificationLinks.instructorApplications : notificationLinks.gymApplicants;

/** A covered class's accepted instructor, as the gym may see them. */
const coveredBy = (row: ClassRow) =>
  row.estado === 'cubierta' && row.instructorId && row.instructorNombre
    ? { id: row.instructorId, nombre: row.instructorNombre, ciudad: row.instructorCiudad }
    : null;

/**
 * A stable event id per class and viewer that names no database row: a feed is readable by
 * whoever holds its address, so it carries no internal ids.
 */
const eventUid = (row: ClassRow, viewer: Viewer) =>
  `${createHash('sha256').update(`${row.ofertaId}:${viewer.id}`).digest('hex').slice(0, 32)}@fitcover.es`;

export function classEvent(row: ClassRow, viewer: Viewer, appUrl: string): ClassEvent {
  const instructor = coveredBy(row);
  const other = viewer.rol === 'instructor' ? row.gymNombre : (instructor?.nombre ?? null);
  const who =
    viewer.rol === 'instructor'
      ? `Gimnasio: ${row.gymNombre}`
      : instructor
        ? `Instructor/a: ${instructor.nombre}${instructor.ciudad ? ` (${instructor.ciudad})` : ''}`
        : 'Sin instructor asignado';
  const url = `${appUrl}${linkFor(viewer)}`;
  return {
    uid: eventUid(row, viewer),
    start: row.startsAt,
    end: endOf(row),
    timezone: row.timezone,
    summary: other ? `${row.titulo} · ${other}` : row.titulo,
    location: placeOf(row),
    description: [
      `Clase de ${row.especialidad} (${row.duracionMin} min), ${shortTime(row.hora)} hora local.`,
      who,
      `Gestiónala en FitCover: ${url}`,
    ].join('\n'),
    url,
  };
}

const googleInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "Añadir a Google Calendar": Google's documented event template link. */
export function googleCalendarUrl(event: ClassEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${googleInstant(event.start)}/${googleInstant(event.end)}`,
    ctz: event.timezone,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export const classIcsPath = (ofertaId: string) => `/api/calendar/classes/${ofertaId}/ics`;

export function toCalendarClass(row: ClassRow, viewer: Viewer, now: Date, appUrl: string): CalendarClass {
  const estado = effectiveStatus(row, now);
  const instructor = viewer.rol === 'gimnasio' ? coveredBy(row) : null;
  const takesPlace = estado === 'cubierta';
  return {
    ofertaId: row.ofertaId,
    titulo: row.titulo,
    especialidad: row.especialidad,
    fechaClase: row.fechaClase,
    hora: shortTime(row.hora),
    duracionMin: row.duracionMin,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    timezone: row.timezone,
    estado,
    modalidad: row.modalidad,
    lugar: placeOf(row),
    gimnasio: { id: row.gymId, nombre: row.gymNombre },
    instructor,
    chatWith: viewer.rol === 'instructor' ? row.gymId : (instructor?.id ?? null),
    enlace: linkFor(viewer),
    icsUrl: takesPlace ? classIcsPath(row.ofertaId) : null,
    googleCalendarUrl: takesPlace ? googleCalendarUrl(classEvent(row, viewer, appUrl)) : null,
  };
}
