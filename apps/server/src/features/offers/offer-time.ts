// Wall-clock class times (DECISIONS §4): fecha_clase + hora are local to the class's place and
// become one UTC instant. Pure functions, so the rules can be unit-tested.

const DAY_MS = 86_400_000;

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a local date and time. A time skipped by a spring-forward change
 * (02:30 on the last Sunday of March) resolves to the same wall time after the jump; a
 * repeated one (last Sunday of October) to its first occurrence.
 */
export function zonedStart(fechaClase: string, hora: string, timeZone: string): Date {
  const [year, month, day] = fechaClase.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hora.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets a day either side: no zone changes twice within two days.
  const candidates = [wall - offsetMs(wall - DAY_MS, timeZone), wall - offsetMs(wall + DAY_MS, timeZone)];
  const valid = candidates.filter((instant) => instant + offsetMs(instant, timeZone) === wall);
  // Ambiguous (clocks went back): the first occurrence. Skipped: the later candidate.
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(...candidates));
}

/** "HH:MM" from a Postgres time value ("18:00:00"). */
export const shortTime = (hora: string): string => hora.slice(0, 5);

/** dd/mm/aaaa from an ISO date (the class date as typed, no time zone shift). */
export function spanishDate(fechaClase: string): string {
  const [year, month, day] = fechaClase.split('-');
  return `${day}/${month}/${year}`;
}

/** "dd/mm/aaaa a las HH:MM": when a class takes place, as messages say it. */
export const classWhen = (offer: { fechaClase: string; hora: string }): string =>
  `${spanishDate(offer.fechaClase)} a las ${shortTime(offer.hora)}`;

/** First day (YYYY-MM-01) of the Europe/Madrid calendar month containing `now`. */
export function madridMonth(now: Date): string {
  return `${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }).slice(0, 7)}-01`;
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export const localDate = (now: Date, timeZone: string): string => now.toLocaleDateString('sv-SE', { timeZone });
