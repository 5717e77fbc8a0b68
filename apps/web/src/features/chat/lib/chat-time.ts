// es-ES times of the chat, always in Europe/Madrid like the rest of the product.
import { es } from '../../../i18n/es';

const zone = 'Europe/Madrid';
const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: zone });
const dayKeyFormat = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: zone,
});
const longDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: zone,
});
const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: zone });
const shortDate = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: zone,
});

const DAY_MS = 86_400_000;

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);

/** Calendar day in Madrid (YYYY-MM-DD): groups messages under day separators. */
export function dayKey(value: string): string {
  const date = parse(value);
  return date ? dayKeyFormat.format(date) : '';
}

/** Days between two Madrid calendar days (0 = same day). */
function daysBetween(value: Date, now: Date): number {
  const a = Date.parse(`${dayKeyFormat.format(value)}T00:00:00Z`);
  const b = Date.parse(`${dayKeyFormat.format(now)}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
}

/** "14:05". */
export function formatMessageTime(value: string): string {
  const date = parse(value);
  return date ? time.format(date) : '';
}

/** Day separator: Hoy, Ayer, or "Lunes, 3 de marzo de 2025". */
export function formatDayLabel(value: string, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  const days = daysBetween(date, now);
  if (days === 0) return es.chat.today;
  if (days === 1) return es.chat.yesterday;
  return capitalize(longDay.format(date));
}

/** Time of a conversation's last message in a list: 14:05, Ayer, Lunes, or 03/03/25. */
export function formatListTime(value: string, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return time.format(date);
  if (days === 1) return es.chat.yesterday;
  if (days < 7) return capitalize(weekday.format(date));
  return shortDate.format(date);
}
