// Suspension and reactivation (DECISIONS §2): a suspended account cannot sign in, its sessions
// are revoked at once (open tabs are told live), its open offers leave every listing, and the
// admin and the reason are recorded with the change.
import { reliabilityOf } from '../trust/reliability.repo.ts';
import type { Tx } from '@fitcover/db/client';
import type { AdminGym, AdminInstructor, AdminPlan } from '@fitcover/contract/admin/users';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { publishSessionsEnded } from '../../infra/live/publish.ts';
import { effectivePlan, planLabel, type EntitlementState } from '../billing/entitlement-rules.ts';
import { writeAudit } from './audit.repo.ts';
import {
  deleteSessionsOf,
  listGyms,
  listInstructors,
  lockAccount,
  setSuspension,
  type UserListFilter,
} from './users.repo.ts';

type AccountRow = {
  id: string;
  nombre: string;
  email: string;
  ciudad: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
};

const accountView = (row: AccountRow) => ({
  id: row.id,
  nombre: row.nombre,
  email: row.email,
  ciudad: row.ciudad,
  estado: row.suspendedAt ? ('suspendido' as const) : ('activo' as const),
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
  createdAt: row.createdAt.toISOString(),
});

/** The plan in force now; a gym without one but with credits publishes one offer at a time. */
export function adminPlanOf(entitlement: EntitlementState | null, now: Date): { plan: AdminPlan; enPrueba: boolean } {
  const plan = entitlement ? effectivePlan(entitlement, now) : null;
  if (!plan) return { plan: (entitlement?.credits ?? 0) > 0 ? 'Individual' : 'Sin plan', enPrueba: false };
  return { plan: planLabel(plan) as AdminPlan, enPrueba: entitlement?.status === 'trialing' };
}

export async function gymsPage(ctx: AppContext, filter: UserListFilter) {
  const now = ctx.clock.now();
  const page = await listGyms(ctx.db, filter);
  const figures = await reliabilityOf(
    ctx.db,
    page.items.map((row) => row.id),
    now,
  );
  return {
    nextPage: page.nextPage,
    items: page.items.map((row): AdminGym => {
      const entitlement = row.status
        ? {
            plan: row.plan,
            status: row.status,
            trialEndsAt: row.trialEndsAt,
            currentPeriodEnd: row.currentPeriodEnd,
            credits: row.credits,
          }
        : null;
      return {
        ...accountView(row),
        ...adminPlanOf(entitlement, now),
        creditos: row.credits,
        clases: row.clases,
        fiabilidad: figures.get(row.id)!,
      };
    }),
  };
}

export async function instructorsPage(ctx: AppContext, filter: UserListFilter) {
  const page = await listInstructors(ctx.db, filter);
  const figures = await reliabilityOf(
    ctx.db,
    page.items.map((row) => row.id),
    ctx.clock.now(),
  );
  return {
    nextPage: page.nextPage,
    items: page.items.map((row): AdminInstructor => ({
      ...accountView(row),
      valoracionMedia: row.valoracionMedia === null ? null : Math.round(row.valoracionMedia * 10) / 10,
      numValoraciones: row.numValoraciones,
      clases: row.clases,
      fiabilidad: figures.get(row.id)!,
    })),
  };
}

async function lockManagedAccount(tx: Tx, userId: string) {
  const account = await lockAccount(tx, userId);
  if (!account || account.deletedAt) throw notFound('El usuario');
  if (account.rol === 'admin') throw conflict('Las cuentas de administración no se pueden suspender desde el panel.');
  return account;
}

export async function suspendAccount(ctx: AppContext, adminId: string, userId: string, motivo: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await lockManagedAccount(tx, userId);
    if (account.suspendedAt) throw conflict('Esta cuenta ya está suspendida.');
    await setSuspension(tx, userId, { at: ctx.clock.now(), reason: motivo });
    await deleteSessionsOf(tx, userId);
    await publishSessionsEnded(tx, userId);
    await writeAudit(tx, {
      adminId,
      action: 'user.suspend',
      targetType: 'perfil',
      targetId: userId,
      targetLabel: account.nombre,
      reason: motivo,
      details: { rol: account.rol },
    });
  });
  // Other processes evict on the live channel's session-ended; this one does not wait for it.
  ctx.sessions.evict({ userId });
}

export async function reactivateAccount(
  ctx: AppContext,
  adminId: string,
  userId: string,
  motivo: string | undefined,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await lockManagedAccount(tx, userId);
    if (!account.suspendedAt) throw conflict('Esta cuenta ya está activa.');
    await setSuspension(tx, userId, null);
    await writeAudit(tx, {
      adminId,
      action: 'user.reactivate',
      targetType: 'perfil',
      targetId: userId,
      targetLabel: account.nombre,
      reason: motivo,
      details: { rol: account.rol },
    });
  });
}
