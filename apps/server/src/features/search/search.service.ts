// Offer search for instructors (DECISIONS §4, §10): filters and ordering run in the database;
// the distance origin is the instructor's own profile, never coordinates sent by the client.
// With a location, a search reads in-person offers nearest first, then Online ones (they have
// no place, so they match any distance but are never "nearer" than a class in town).
import { blockSummaries } from '../offers/block-view.ts';
import type { z } from 'zod';
import type { offerSearchQuerySchema } from '@fitcover/contract/search/offer-search';
import type { Especialidad } from '@fitcover/contract/common/fields';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursor, type SearchPhase } from './search-cursor.ts';
import type { CachedPage } from './search-cache.ts';
import type { PreparedJson } from '../../http/prepared-json.ts';
import { toItem } from './search-item.ts';
import { openItemJson, searchResponseJson, type SearchResponse } from './search-response.ts';
import {
  byStartQuery,
  listedSpecialties,
  listedTowns,
  readApplied,
  readSearcher,
  runNear,
  runSearch,
  type NearInput,
  type NearResult,
  type Origin,
  type SearchPhaseInput,
  type SearchFilters,
  type SearchRow,
} from './search.repo.ts';

export type SearchInput = z.output<typeof offerSearchQuerySchema>;

const MAX_WORDS = 6;
const collator = new Intl.Collator('es', { sensitivity: 'base' });

const invalidCursor = () =>
  new AppError('VALIDATION', {
    userMessage: 'La página de resultados ya no es válida. Vuelve a realizar la búsqueda.',
    field: 'cursor',
  });

export function searchFilters(
  input: Partial<Pick<SearchInput, 'q' | 'especialidad' | 'ciudad' | 'fecha' | 'disponible'>>,
  instructorId?: string,
): SearchFilters {
  return {
    words: (input.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    especialidad: input.especialidad,
    ciudad: input.ciudad,
    fecha: input.fecha,
    ...(input.disponible && instructorId ? { availableFor: instructorId } : {}),
  };
}

/** The same question from the same place has the same page, whoever asks (ADR 0010). */
const placeKey = (origin: Origin | null) => JSON.stringify([origin?.latitude, origin?.longitude, origin?.ciudad]);
function questionKey(input: SearchInput): string {
  const { q, especialidad, ciudad, fecha, distanciaKm, limit, cursor } = input;
  return JSON.stringify([q, especialidad, ciudad, fecha, distanciaKm, limit, cursor]);
}

export async function searchOffers(
  ctx: AppContext,
  instructorId: string,
  input: SearchInput,
): Promise<PreparedJson<SearchResponse>> {
  const now = ctx.clock.now();
  const cursor = input.cursor ? decodeSearchCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw invalidCursor();
  // A page filtered by this instructor's own availability is theirs alone: never shared.
  if (input.disponible) return searchPersonal(ctx, { instructorId, input, cursor, now });
  const cache = ctx.searchCache;
  const question = questionKey(input);
  // The page this instructor's last place suggests: the first query also reads which of its
  // offers they applied to, so a served page costs one round trip.
  const lastPlace = cache.lastPlaceOf(instructorId);
  const expected = lastPlace === undefined ? undefined : cache.peek(`${lastPlace}|${question}`, now.getTime());
  // No page to serve (shared pages off, or none fresh for this place and question): the search
  // runs at once, its first query reading the origin and version too.
  const noPageToServe = !cache.enabled || (lastPlace !== undefined && expected === undefined);
  if (noPageToServe && (cursor === null || cursor.phase === 'near')) {
    return searchDatabase(ctx, { instructorId, input, cursor, now }, question);
  }

  const searcher = await readSearcher(ctx.db, instructorId, expected?.ids ?? []);
  const place = placeKey(searcher.origin);
  cache.rememberPlace(instructorId, place);
  const key = `${place}|${question}`;

  let page = cache.get(key, searcher.version, now.getTime());
  let applied: ReadonlySet<string>;
  if (!page) {
    const found = await findPage(ctx, { instructorId, input, cursor, origin: searcher.origin, now });
    cache.set(key, searcher.version, now.getTime(), found.page);
    ({ page, applied } = found);
  } else {
    applied = page === expected ? searcher.applied : await readApplied(ctx.db, instructorId, page.ids);
  }
  return searchResponseJson(page, applied, searcher.origin);
}

/**
 * A search that starts with the near phase's query, which also reads the origin and the search
 * version of its own snapshot; later phases read newer snapshots, so the page holds at least
 * everything of that version and is stored under it.
 */
async function searchDatabase(
  ctx: AppContext,
  question: Omit<PageQuestion, 'origin'>,
  asked: string,
): Promise<PreparedJson<SearchResponse>> {
  const { instructorId, now } = question;
  const near = await runNear(ctx.db, nearInputOf(question, 0));
  const { page, applied } = await findPage(ctx, { ...question, origin: near.origin }, near.origin ? near : undefined);
  const place = placeKey(near.origin);
  ctx.searchCache.rememberPlace(instructorId, place);
  ctx.searchCache.set(`${place}|${asked}`, near.version, now.getTime(), page);
  return searchResponseJson(page, applied, near.origin);
}

/** A search whose answer depends on who asks: straight from the database, never cached. */
async function searchPersonal(
  ctx: AppContext,
  question: Omit<PageQuestion, 'origin'>,
): Promise<PreparedJson<SearchResponse>> {
  const { cursor, instructorId } = question;
  if (cursor === null || cursor.phase === 'near') {
    const near = await runNear(ctx.db, nearInputOf(question, 0));
    const { page, applied } = await findPage(ctx, { ...question, origin: near.origin }, near.origin ? near : undefined);
    return searchResponseJson(page, applied, near.origin);
  }
  const { origin } = await readSearcher(ctx.db, instructorId, []);
  const { page, applied } = await findPage(ctx, { ...question, origin });
  return searchResponseJson(page, applied, origin);
}

type PageQuestion = {
  instructorId: string;
  input: SearchInput;
  cursor: SearchCursor | null;
  origin: Origin | null;
  now: Date;
};

/**
 * One phase's query: after the cursor's row when the cursor points into this phase, for the
 * rows the page still needs (one more than a page tells whether another page exists).
 */
function phaseInputOf(
  { instructorId, input, cursor, now }: Omit<PageQuestion, 'origin'>,
  phase: SearchPhase,
  taken: number,
): SearchPhaseInput {
  return {
    instructorId,
    now,
    filters: searchFilters(input, instructorId),
    after: cursor?.phase === phase ? cursor.position : null,
    limit: input.limit + 1 - taken,
  };
}

const nearInputOf = (question: Omit<PageQuestion, 'origin'>, taken: number): NearInput => ({
  ...phaseInputOf(question, 'near', taken),
  radiusKm: question.input.distanciaKm,
});

/**
 * One page from the database: in-person offers nearest first then Online ones, or by start.
 * `near`: the near phase's rows when already read.
 */
async function findPage(
  ctx: AppContext,
  question: PageQuestion,
  near?: NearResult,
): Promise<{ page: CachedPage; applied: Set<string> }> {
  const { db } = ctx;
  const { input, cursor, origin } = question;
  const phases: SearchPhase[] = origin ? ['near', 'online'] : ['time'];
  if (cursor && !phases.includes(cursor.phase)) throw invalidCursor();

  // A page may span two phases.
  const rows: { phase: SearchPhase; row: SearchRow }[] = [];

  for (const phase of phases.slice(phases.indexOf(cursor?.phase ?? phases[0]!))) {
    if (rows.length > input.limit) break;
    const found =
      phase === 'near'
        ? (near ?? (await runNear(db, nearInputOf(question, rows.length)))).rows
        : await runSearch(
            db,
            byStartQuery({ ...phaseInputOf(question, phase, rows.length), onlineOnly: phase === 'online' }),
          );
    for (const row of found) rows.push({ phase, row });
  }

  const listed = rows.slice(0, input.limit);
  const last = listed.at(-1);
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
  // The gyms' reliability, shared with the page for as long as the page is.
  const figures = await ctx.reliabilityCache.of(
    db,
    listed.map(({ row }) => row.gym_id),
    question.now,
  );
  const blocks = await blockSummaries(
    db,
    listed.map(({ row }) => row.bloque_id),
    question.now,
  );
  const items = listed.map(({ row }) =>
    toItem(row, origin, figures.get(row.gym_id)!, row.bloque_id ? blocks.get(row.bloque_id) : null),
  );
  const firstStart = Math.min(...items.map((item) => Date.parse(item.startsAt)));
  const applied = new Set(listed.filter(({ row }) => row.applied).map(({ row }) => row.id));
  const page = { ids: items.map((item) => item.id), itemsJson: items.map(openItemJson), nextCursor, firstStart };
  return { page, applied };
}

export async function offerFilters(ctx: AppContext): Promise<{ ciudades: string[]; especialidades: Especialidad[] }> {
  const now = ctx.clock.now();
  const ciudades = await listedTowns(ctx.db, now);
  const especialidades = await listedSpecialties(ctx.db, now);
  return { ciudades: ciudades.sort(collator.compare), especialidades: especialidades.sort(collator.compare) };
}
