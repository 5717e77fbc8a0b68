// A cover block as its cards show it (ADR 0026): the summary of the classes still open, or of
// all of them once none is.
import { blockSummaryText, type BlockSummary } from '@fitcover/contract/offers/block-summary';
import { shortTime } from './offer-time.ts';
import { classesOfBlocks, type BlockClassRow } from './blocks.repo.ts';
import type { Database, Tx } from '@fitcover/db/client';

export const isOpenClass = (row: { estado: string; startsAt: Date }, now: Date) =>
  row.estado === 'abierta' && row.startsAt > now;

export function summaryOf(bloqueId: string, classes: readonly BlockClassRow[], now: Date): BlockSummary {
  const open = classes.filter((row) => isOpenClass(row, now));
  const shown = open.length > 0 ? open : classes;
  return {
    id: bloqueId,
    resumen: blockSummaryText(
      shown.map((row) => row.fechaClase),
      shortTime(shown[0]?.hora ?? ''),
    ),
    clasesAbiertas: open.length,
    fechasSueltas: classes[0]?.fechasSueltas ?? false,
  };
}

/** The summaries of these blocks (one query; none when the list holds no block). */
export async function blockSummaries(
  db: Database | Tx,
  blockIds: readonly (string | null)[],
  now: Date,
): Promise<Map<string, BlockSummary>> {
  const ids = [...new Set(blockIds.filter((id): id is string => id !== null))];
  const byBlock = new Map<string, BlockClassRow[]>();
  for (const row of await classesOfBlocks(db, ids)) {
    byBlock.set(row.bloqueId, [...(byBlock.get(row.bloqueId) ?? []), row]);
  }
  return new Map([...byBlock].map(([id, classes]) => [id, summaryOf(id, classes, now)]));
}
