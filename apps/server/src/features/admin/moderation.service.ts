// The moderation queue (DECISIONS §7, §8): read the conversation between the flag's parties,
// warn one of them (a notification), resolve the flag. Suspending goes through users.service.
import type { Party } from '@fitcover/contract/admin/common';
import type { ModerationFlag } from '@fitcover/contract/admin/moderation';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { writeAudit } from './audit.repo.ts';
import { listMessages } from '../chat/chat.repo.ts';
import { toChatMessage } from '../chat/chat.service.ts';
import { findFlag, findPartyName, listFlags, markFlagResolved, type FlagFilter } from './moderation.repo.ts';

type PartyRow = {
  id: string | null;
  nombre: string | null;
  email: string | null;
  rol: Party['rol'] | null;
  suspendedAt: Date | null;
};

const partyOf = (row: PartyRow | null): Party | null =>
  row?.id && row.nombre !== null && row.email !== null && row.rol
    ? { id: row.id, nombre: row.nombre, email: row.email, rol: row.rol, suspendido: row.suspendedAt !== null }
    : null;

export async function flagsPage(ctx: AppContext, filter: FlagFilter) {
  const page = await listFlags(ctx.db, filter);
  return {
    nextPage: page.nextPage,
    items: page.items.map((row): ModerationFlag => ({
      id: row.id,
      kind: row.kind,
      emisor: partyOf(row.emisor),
      receptor: partyOf(row.receptor),
      texto: row.texto,
      motivo: row.motivo,
      estado: row.estado,
      fecha: row.createdAt.toISOString(),
      resueltoPor: row.resolverNombre,
      resueltoAt: row.resolvedAt?.toISOString() ?? null,
    })),
  };
}

export async function flagConversation(ctx: AppContext, flagId: string, limit: number, before: number | undefined) {
  const flag = await findFlag(ctx.db, flagId);
  if (!flag) throw notFound('La alerta');
  if (!flag.emisorId || !flag.receptorId) return { items: [], nextBefore: null };
  // The chat's own history query (oldest first); one row more tells whether older ones exist.
  const rows = await listMessages(ctx.db, flag.emisorId, flag.receptorId, { before, limit: limit + 1 });
  const hasOlder = rows.length > limit;
  const page = (hasOlder ? rows.slice(1) : rows).map(toChatMessage);
  return { items: page, nextBefore: hasOlder ? (page[0]?.id ?? null) : null };
}

export async function warnFlagParty(
  ctx: AppContext,
  adminId: string,
  flagId: string,
  input: { usuarioId: string; mensaje: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const flag = await findFlag(tx, flagId);
    if (!flag) throw notFound('La alerta');
    if (input.usuarioId !== flag.emisorId && input.usuarioId !== flag.receptorId) {
      throw new AppError('VALIDATION', {
        userMessage: 'Solo puedes avisar a una de las dos personas de la conversación.',
        field: 'usuarioId',
      });
    }
    const user = await findPartyName(tx, input.usuarioId);
    if (!user || user.deletedAt) throw notFound('El usuario');
    await insertNotifications(tx, [
      {
        usuarioId: input.usuarioId,
        tipo: 'other',
        mensaje: `Aviso del equipo de moderación de FitCover: ${input.mensaje}`,
      },
    ]);
    await writeAudit(tx, {
      adminId,
      action: 'flag.warn',
      targetType: 'perfil',
      targetId: input.usuarioId,
      targetLabel: user.nombre,
      reason: input.mensaje,
      details: { flagId },
    });
  });
}

export async function resolveModerationFlag(
  ctx: AppContext,
  adminId: string,
  flagId: string,
  nota: string | undefined,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const flag = await findFlag(tx, flagId, true);
    if (!flag) throw notFound('La alerta');
    if (flag.estado === 'resuelto') throw conflict('Esta alerta ya está resuelta.');
    await markFlagResolved(tx, flagId, adminId, ctx.clock.now());
    await writeAudit(tx, {
      adminId,
      action: 'flag.resolve',
      targetType: 'flag',
      targetId: flagId,
      targetLabel: flag.motivo,
      reason: nota,
      details: { kind: flag.kind, emisorId: flag.emisorId, receptorId: flag.receptorId },
    });
  });
}
