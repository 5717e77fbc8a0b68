// The monthly publishing quota (DECISIONS §4): counted from the publication ledger, checked and
// consumed under the entitlement row's lock so concurrent publishes cannot exceed it.
import type { OfferQuota } from '@fitcover/contract/offers/gym-offers';
import type { Database, Tx } from '@fitcover/db/client';
import { AppError } from '../../http/app-error.ts';
import { madridMonth } from '../offers/offer-time.ts';
import { effectivePlan, monthlyLimit, planLabel, publishDecision } from './entitlement-rules.ts';
import { countPublications, lockEntitlement, readEntitlement, recordPublication, spendCredit } from './quota.repo.ts';

export const planLimitReached = () =>
  new AppError('PLAN_LIMIT', {
    title: 'Límite de ofertas alcanzado',
    userMessage: 'Mejora tu plan para publicar más ofertas.',
  });

export async function readQuota(db: Database, gymId: string, now: Date): Promise<OfferQuota> {
  const [entitlement, used] = await Promise.all([
    readEntitlement(db, gymId),
    countPublications(db, gymId, madridMonth(now)),
  ]);
  const plan = entitlement ? effectivePlan(entitlement, now) : null;
  const limit = monthlyLimit(plan);
  const credits = entitlement?.credits ?? 0;
  return {
    plan: planLabel(plan),
    used,
    limit: Number.isFinite(limit) ? limit : null,
    credits,
    canPublish: publishDecision(plan, used, credits) !== 'blocked',
  };
}

/**
 * Takes one publication for `ofertaId` inside the caller's transaction, or throws PLAN_LIMIT.
 * The entitlement row stays locked until that transaction commits. The slot is of the month of
 * `countsIn`: the publication's for a single offer, the class's own for a cover block's class
 * (ADR 0026); the plan is the one in force now.
 */
export async function consumePublication(
  tx: Tx,
  gymId: string,
  ofertaId: string,
  now: Date,
  countsIn: Date = now,
): Promise<void> {
  const entitlement = await lockEntitlement(tx, gymId);
  const plan = entitlement ? effectivePlan(entitlement, now) : null;
  const month = madridMonth(countsIn);
  const decision = publishDecision(plan, await countPublications(tx, gymId, month), entitlement?.credits ?? 0);
  if (decision === 'blocked') throw planLimitReached();
  if (decision === 'credit') await spendCredit(tx, gymId);
  await recordPublication(tx, { gimnasioId: gymId, ofertaId, month, usedCredit: decision === 'credit' });
}
