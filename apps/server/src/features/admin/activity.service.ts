// The Actividad feed: pages of the merged recent rows, with an opaque cursor.
import type { AdminActivityItem } from '@fitcover/contract/admin/activity';
import { adminActivityKindSchema } from '@fitcover/contract/admin/activity';
import type { AppContext } from '../../context.ts';
import { invoicesOfPayments } from '../billing/payments.service.ts';
import { activityFeed, activityTotals, type ActivityCursor } from './activity.repo.ts';
import { coverMedians } from '../urgent/urgent.repo.ts';

const encodeCursor = (item: { at: string; kind: string; id: string }) =>
  Buffer.from(`${item.at}|${item.kind}|${item.id}`).toString('base64url');

/** A cursor that does not decode is read as "from the start", like the other lists. */
export function decodeActivityCursor(cursor: string | undefined): ActivityCursor | undefined {
  if (!cursor) return undefined;
  const [at, kind, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const validAt = at && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at);
  const parsedKind = adminActivityKindSchema.safeParse(kind);
  const validId = id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
  return validAt && parsedKind.success && validId ? { at, kind: parsedKind.data, id } : undefined;
}

export async function activityPage(ctx: AppContext, limit: number, cursor: string | undefined) {
  const now = ctx.clock.now();
  const [items, counts, medians] = await Promise.all([
    activityFeed(ctx.db, limit + 1, decodeActivityCursor(cursor)),
    activityTotals(ctx.db, now),
    coverMedians(ctx.db, new Date(now.getTime() - 30 * 86_400_000)),
  ]);
  const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
  const totals = {
    ...counts,
    medianaPrimeraPostulacionMin: round1(medians.primera),
    medianaCoberturaMin: round1(medians.cobertura),
  };
  const page = items.slice(0, limit);
  const last = page.at(-1);
  // Payments link their invoice, retained also once the gym deleted its account (DECISIONS §2).
  const invoices = await invoicesOfPayments(
    ctx,
    page.filter((item) => item.kind === 'payment').map((item) => item.id),
  );
  return {
    items: page.map(({ at, ...item }): AdminActivityItem => ({
      ...item,
      fecha: `${at.slice(0, 23)}Z`,
      ...(item.kind === 'payment' ? { invoice: invoices.get(item.id) ?? null } : {}),
    })),
    totals,
    nextCursor: items.length > limit && last ? encodeCursor(last) : null,
  };
}
