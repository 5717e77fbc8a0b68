// Rows for the admin panel: admin only, acting on fresh objects (a gym to suspend, gym A's offer
// to cancel, a flag, a ticket) that nobody else may touch.
import { eq } from 'drizzle-orm';
import { moderationFlags, perfiles, supportTickets } from '@fitcover/db/schema';
import { suspendAccount } from '../src/features/admin/users.service.ts';
import { adminOnly, none, offerRow, type Call, type Fixture } from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

const profileRow = (w: World, id: string) => () =>
  w.t.ctx.db
    .select({ suspendedAt: perfiles.suspendedAt, reason: perfiles.suspensionReason })
    .from(perfiles)
    .where(eq(perfiles.id, id));

async function freshFlag(w: World): Promise<Call & { flagId: string }> {
  const flagId = await w.flag();
  return {
    flagId,
    params: { id: flagId },
    snapshot: () => w.t.ctx.db.select().from(moderationFlags).where(eq(moderationFlags.id, flagId)),
  };
}

async function freshTicket(w: World): Promise<Call> {
  const id = await w.ticket();
  return {
    params: { id },
    snapshot: () => w.t.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)),
  };
}

const lists = [
  'admin/activity#getAdminActivity',
  'admin/audit-log#listAuditLog',
  'admin/commissions#listCommissions',
  'admin/commissions#exportCommissions',
  'admin/moderation#listModerationFlags',
  'admin/notices#listNotices',
  'admin/offers#listAdminOffers',
  'admin/tickets#listAdminTickets',
  'admin/users#listAdminGyms',
  'admin/users#listAdminInstructors',
];

export const adminFixtures: Fixture[] = [
  ...lists.map((endpoint): Fixture => ({ endpoint, allowed: adminOnly, build: none })),
  {
    endpoint: 'admin/users#suspendUser',
    allowed: adminOnly,
    build: async (w) => {
      const gym = await w.gym();
      return { params: { id: gym.id }, body: { motivo: 'Spam' }, snapshot: profileRow(w, gym.id) };
    },
  },
  {
    endpoint: 'admin/users#reactivateUser',
    allowed: adminOnly,
    build: async (w) => {
      const gym = await w.gym();
      await suspendAccount(w.t.ctx, w.accounts.admin.id, gym.id, 'Spam');
      return { params: { id: gym.id }, body: {}, snapshot: profileRow(w, gym.id) };
    },
  },
  {
    endpoint: 'admin/offers#cancelAdminOffer',
    allowed: adminOnly,
    build: async (w) => {
      const id = await w.offer(w.accounts.gymA);
      return { params: { id }, body: { motivo: 'Incumple las normas' }, snapshot: offerRow(w, id) };
    },
  },
  {
    endpoint: 'admin/moderation#getFlagConversation',
    allowed: adminOnly,
    build: freshFlag,
  },
  {
    endpoint: 'admin/moderation#resolveFlag',
    allowed: adminOnly,
    build: async (w) => ({ ...(await freshFlag(w)), body: {} }),
  },
  {
    endpoint: 'admin/moderation#warnUser',
    allowed: adminOnly,
    build: async (w) => ({ ...(await freshFlag(w)), body: { usuarioId: w.instructorC.id, mensaje: 'Modera el tono' } }),
  },
  {
    endpoint: 'admin/notices#sendNotice',
    allowed: adminOnly,
    status: 201,
    build: async () => ({ body: { destinatarios: 'gyms', mensaje: 'Mantenimiento el domingo' } }),
  },
  {
    endpoint: 'admin/tickets#answerTicket',
    allowed: adminOnly,
    build: async (w) => ({ ...(await freshTicket(w)), body: { respuesta: 'Ya está resuelto' } }),
  },
  { endpoint: 'admin/tickets#closeTicket', allowed: adminOnly, build: freshTicket },
  {
    // Invoices outlive a deleted account; only the admin downloads any gym's (gym A's here).
    endpoint: 'account/account#downloadInvoiceAsAdmin',
    allowed: adminOnly,
    build: async (w) => ({ params: { id: w.subscriptionPaymentId } }),
  },
];
