// ICS text with ical-generator (ADR 0020): each event in its place's zone (TZID Europe/Madrid
// or Atlantic/Canary) with the matching VTIMEZONE from @touch4it/ical-timezones, so calendar
// apps show the wall-clock time of the class whatever zone they are in. Dates are handed over as
// Luxon DateTimes: ical-generator writes a plain Date's UTC fields as if they were local.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import type { ClassEvent } from './class-event.ts';

export function renderIcs(name: string, events: readonly ClassEvent[], options: { method?: 'publish' } = {}): string {
  const calendar = ical({
    name,
    prodId: { company: 'FitCover', product: 'Calendario', language: 'ES' },
    // Calendar apps poll a subscribed feed; this asks them to do it hourly.
    ttl: 60 * 60,
  });
  if (options.method === 'publish') calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.timezone({ name: 'Europe/Madrid', generator: getVtimezoneComponent });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: DateTime.fromJSDate(event.start),
      end: DateTime.fromJSDate(event.end),
      timezone: event.timezone,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
    });
  }
  return calendar.toString();
}
