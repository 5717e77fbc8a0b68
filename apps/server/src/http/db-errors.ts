// PostgreSQL errors that are answers, not failures. Drizzle wraps the driver's error (cause), so
// the chain is searched. A booking that overlaps another class of the instructor is refused by
// the bookings table's exclusion constraints (migration 0012, ADR 0020): whichever service's
// transaction tried it was rolled back, so the answer is a plain 409.
import { AppError } from './app-error.ts';

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

function pgErrorOf(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export const BOOKING_CLASH_MESSAGE = 'Este instructor ya tiene una clase a esa hora.';

/** Whether the error is the bookings table refusing an overlapping class. */
export function isBookingClash(error: unknown): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23P01' && typeof pg.constraint === 'string' && pg.constraint.startsWith('reservas_');
}

export const bookingClash = () => new AppError('CONFLICT', { userMessage: BOOKING_CLASH_MESSAGE });

/** The AppError a database refusal stands for, or null for a real failure. */
export const appErrorOfDatabase = (error: unknown): AppError | null => (isBookingClash(error) ? bookingClash() : null);
