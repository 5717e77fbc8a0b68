// Opaque keyset cursors of the offer search: the phase a page ended in and its last row there.
import type { SearchPosition } from './search.repo.ts';

/** near: in-person by distance; online: Online offers after them; time: everything by start. */
export type SearchPhase = 'near' | 'online' | 'time';
export type SearchCursor = { phase: SearchPhase; position: SearchPosition };

const phases: readonly SearchPhase[] = ['near', 'online', 'time'];
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeSearchCursor(cursor: SearchCursor): string {
  const { phase, position } = cursor;
  return Buffer.from(JSON.stringify([phase, position.startsAt, position.id, position.chord ?? null])).toString(
    'base64url',
  );
}

/** null when the text is not a cursor this server wrote. */
export function decodeSearchCursor(text: string): SearchCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [phase, startsAt, id, chord] = value as unknown[];
  if (typeof phase !== 'string' || !phases.includes(phase as SearchPhase)) return null;
  if (typeof startsAt !== 'string' || !INSTANT.test(startsAt)) return null;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (phase === 'near' ? typeof chord !== 'number' || !Number.isFinite(chord) || chord < 0 : chord !== null) {
    return null;
  }
  return {
    phase: phase as SearchPhase,
    position: { startsAt, id, ...(typeof chord === 'number' ? { chord } : {}) },
  };
}
