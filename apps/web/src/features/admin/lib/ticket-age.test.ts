import { describe, expect, it } from 'vitest';
import { ticketAge } from './ticket-age';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('ticketAge', () => {
  it('uses the largest whole unit, in Spanish', () => {
    expect(ticketAge(ago(10_000), now).text).toBe('1 minuto');
    expect(ticketAge(ago(25 * 60_000), now).text).toBe('25 minutos');
    expect(ticketAge(ago(60 * 60_000), now).text).toBe('1 hora');
    expect(ticketAge(ago(23 * 3_600_000 + 59 * 60_000), now).text).toBe('23 horas');
    expect(ticketAge(ago(50 * 3_600_000), now).text).toBe('2 días');
  });

  it('marks tickets waiting 24 hours or more as overdue (the FAQ promise)', () => {
    expect(ticketAge(ago(24 * 3_600_000 - 1), now).overdue).toBe(false);
    expect(ticketAge(ago(24 * 3_600_000), now).overdue).toBe(true);
  });

  it('reads a date in the future (clock skew) as just now', () => {
    expect(ticketAge(new Date(now.getTime() + 60_000).toISOString(), now)).toEqual({
      text: '1 minuto',
      overdue: false,
    });
  });
});
