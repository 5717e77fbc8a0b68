// Mi calendario and Calendario (DECISIONS §16), each user's private ICS feed (a secret address
// that "Generar un enlace nuevo" replaces, so the old one answers 404) and one class's .ics.
import { randomBytes } from 'node:crypto';
import type { CalendarClass, CalendarFeed } from '@fitcover/contract/calendar/calendar';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import {
  feedClasses,
  findFeedToken,
  gymClasses,
  insertFeedToken,
  instructorClasses,
  ownClass,
  replaceFeedToken,
  userOfFeedToken,
} from './calendar.repo.ts';
import { classEvent, toCalendarClass, type Viewer } from './class-event.ts';
import { renderIcs } from './ics.ts';

/** How far back a feed reaches: last month's classes stay visible in the subscribed calendar. */
const FEED_PAST_MS = 31 * 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function calendarOf(
  ctx: AppContext,
  viewer: Viewer,
  range: { desde: string; hasta: string },
): Promise<{ items: CalendarClass[] }> {
  const rows =
    viewer.rol === 'instructor'
      ? await instructorClasses(ctx.db, viewer.id, range.desde, range.hasta)
      : await gymClasses(ctx.db, viewer.id, range.desde, range.hasta);
  const now = ctx.clock.now();
  return { items: rows.map((row) => toCalendarClass(row, viewer, now, ctx.env.appUrl)) };
}

const newToken = () => randomBytes(32).toString('base64url');

function feedAddress(ctx: AppContext, token: string): CalendarFeed {
  const url = `${ctx.env.appUrl}/api/calendar/ics/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function calendarFeed(ctx: AppContext, userId: string): Promise<CalendarFeed> {
  const token = (await findFeedToken(ctx.db, userId)) ?? (await insertFeedToken(ctx.db, userId, newToken()));
  return feedAddress(ctx, token);
}

export async function renewFeed(ctx: AppContext, userId: string): Promise<CalendarFeed> {
  const token = newToken();
  await replaceFeedToken(ctx.db, userId, token);
  return feedAddress(ctx, token);
}

/** The feed's text, or a 404 for an unknown or replaced secret (with or without ".ics"). */
export async function feedIcs(ctx: AppContext, tokenParam: string): Promise<string> {
  const token = tokenParam.replace(/\.ics$/, '');
  const user = TOKEN.test(token) ? await userOfFeedToken(ctx.db, token) : null;
  if (!user || user.rol === 'admin') throw notFound('El calendario');
  const viewer: Viewer = { id: user.id, rol: user.rol };
  const rows = await feedClasses(ctx.db, viewer, new Date(ctx.clock.now().getTime() - FEED_PAST_MS));
  return renderIcs(
    `FitCover · ${user.nombre}`,
    rows.map((row) => classEvent(row, viewer, ctx.env.appUrl)),
  );
}

/** "Añadir al calendario": one covered class, for its gym or its accepted instructor. */
export async function classIcs(
  ctx: AppContext,
  viewer: Viewer,
  ofertaId: string,
): Promise<{ ics: string; fechaClase: string }> {
  const row = await ownClass(ctx.db, viewer.id, ofertaId);
  if (!row) throw notFound('La clase');
  return {
    ics: renderIcs('FitCover', [classEvent(row, viewer, ctx.env.appUrl)], { method: 'publish' }),
    fechaClase: row.fechaClase,
  };
}
