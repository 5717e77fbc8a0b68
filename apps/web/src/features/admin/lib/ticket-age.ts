// How long a ticket has waited, against the FAQ's promise of an answer within 24 hours.
import { TICKET_PROMISE_HOURS } from '@fitcover/contract/admin/tickets';
import { es } from '../../../i18n/es';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TicketAge = { text: string; overdue: boolean };

/** "25 minutos", "3 horas", "2 días": the largest whole unit, never below 1 minute. */
export function ticketAge(createdAt: string, now: Date): TicketAge {
  const waited = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  const words = es.adminArea.ticketAge;
  const text =
    waited >= DAY
      ? words.days(Math.floor(waited / DAY))
      : waited >= HOUR
        ? words.hours(Math.floor(waited / HOUR))
        : words.minutes(Math.max(1, Math.floor(waited / MINUTE)));
  return { text, overdue: waited >= TICKET_PROMISE_HOURS * HOUR };
}
