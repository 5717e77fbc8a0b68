// Offer search for instructors (DECISIONS §4, §10): filters and ordering run in the database;
// the distance origin is the instructor's own profile, never coordinates sent by the client.
// With a location, a search reads in-person offers nearest first, then Online ones (they have
// no place, so they match any distance but are never "nearer" than a class in town).
import type { z } from 'zod';
import type { OfferSearchItem, offerSearchQuerySchema } from '@fitcover/contract/search/offer-search';
import type { Especialidad } from '@fitcover/contract/common/fields';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { haversineKm, roundKm1 } from '../geo/geo-math.ts';
import { decodeSearchCursor, encodeSearchCursor, type SearchPhase } from './search-cursor.ts';
import {
  byStartQuery,
  findOrigin,
  listedSpecialties,
  listedTowns,
  runNear,
  runSearch,
  type Origin,
  type SearchFilters,
  type SearchRow,
} from './search.repo.ts';

export type SearchInput = z.output<typeof offerSearchQuerySchema>;
export type SearchResult = { items: OfferSearchItem[]; nextCursor: string | null; origin: Origin | null };

const MAX_WORDS = 6;
const collator = new Intl.Collator('es', { sensitivity: 'base' });

const invalidCursor = () =>
  new AppError('VALIDATION', {
    userMessage: 'La página de resultados ya no es válida. Vuelve a realizar la búsqueda.',
    field: 'cursor',
  });

export function searchFilters(
  input: Partial<Pick<SearchInput, 'q' | 'especialidad' | 'ciudad' | 'fecha'>>,
): SearchFilters {
  return {
    words: (input.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    especialidad: input.especialidad,
    ciudad: input.ciudad,
    fecha: input.fecha,
  };
}

function toItem(row: SearchRow, origin: Origin | null): OfferSearchItem {
  const located = row.modalidad === 'Presencial' && row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    especialidad: row.especialidad,
    fechaClase: row.fecha_clase,
    hora: row.hora,
    duracionMin: row.duracion_min,
    startsAt: row.starts_at,
    modalidad: row.modalidad,
    ubicacion: row.ubicacion,
    ciudad: row.ciudad,
    latitude: row.latitude,
    longitude: row.longitude,
    precio: Number(row.precio),
    distanciaKm:
      origin && located
        ? roundKm1(haversineKm(origin, { latitude: row.latitude as number, longitude: row.longitude as number }))
        : null,
    gimnasio: { id: row.gym_id, nombre: row.gym_nombre, avatarUrl: avatarUrlOf(row.gym_id, row.gym_avatar_version) },
    yaPostulado: row.applied,
  };
}

export async function searchOffers(ctx: AppContext, instructorId: string, input: SearchInput): Promise<SearchResult> {
  const now = ctx.clock.now();
  const cursor = input.cursor ? decodeSearchCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw invalidCursor();
  const filters = searchFilters(input);

  // One row more than a page tells whether another page exists; a page may span two phases.
  const rows: { phase: SearchPhase; row: SearchRow }[] = [];
  const phaseInput = (phase: SearchPhase) => ({
    instructorId,
    now,
    filters,
    after: cursor?.phase === phase ? cursor.position : null,
    limit: input.limit + 1 - rows.length,
  });

  let origin: Origin | null;
  if (!cursor || cursor.phase === 'near') {
    // The common page in one round trip: the origin comes back with the nearest offers.
    const near = await runNear(ctx.db, { ...phaseInput('near'), radiusKm: input.distanciaKm });
    origin = near.origin;
    for (const row of near.rows) rows.push({ phase: 'near', row });
  } else {
    origin = await findOrigin(ctx.db, instructorId);
  }
  const phases: SearchPhase[] = origin ? ['near', 'online'] : ['time'];
  if (cursor && !phases.includes(cursor.phase)) throw invalidCursor();

  for (const phase of phases.slice(phases.indexOf(cursor?.phase ?? phases[0]!))) {
    if (phase === 'near' || rows.length > input.limit) continue;
    const query = byStartQuery({ ...phaseInput(phase), onlineOnly: phase === 'online' });
    for (const row of await runSearch(ctx.db, query)) rows.push({ phase, row });
  }

  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last
      ? encodeSearchCursor({
          phase: last.phase,
          position: {
            startsAt: last.row.starts_key,
            id: last.row.id,
            ...(last.row.chord !== null ? { chord: last.row.chord } : {}),
          },
        })
      : null;
  return { items: page.map(({ row }) => toItem(row, origin)), nextCursor, origin };
}

export async function offerFilters(ctx: AppContext): Promise<{ ciudades: string[]; especialidades: Especialidad[] }> {
  const now = ctx.clock.now();
  const ciudades = await listedTowns(ctx.db, now);
  const especialidades = await listedSpecialties(ctx.db, now);
  return { ciudades: ciudades.sort(collator.compare), especialidades: especialidades.sort(collator.compare) };
}
