// Admin → Asistencia: the no-show cases (DECISIONS §17). Each shows both sides' answers and
// comments, their reliability and their chat; Resolver settles it with an outcome. A confirmed
// no-show voids the class's 1,00 € fee through the lifecycle's own voidCommission.
import {
  ATTENDANCE_OUTCOME_LABELS,
  type AttendanceCase,
  type AttendanceOutcome,
} from '@fitcover/contract/trust/attendance';
import { reliability, type Reliability } from '@fitcover/contract/trust/reliability';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../admin/audit.repo.ts';
import { listMessages } from '../chat/chat.repo.ts';
import { toChatMessage } from '../chat/chat.service.ts';
import { voidCommission } from '../lifecycle/lifecycle.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { spanishDate } from '../offers/offer-time.ts';
import { findCase, listCases, lockAttendance, writeResolution, type CaseRow } from './attendance.repo.ts';
import { attendanceLinks } from './attendance.service.ts';
import { reliabilityOf } from './reliability.repo.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const NEW = reliability({ impartidas: 0, noPresentado: 0, anulacionesTardias: 0 });

function toCase(row: CaseRow, figures: Map<string, Reliability>): AttendanceCase {
  return {
    id: row.aplicacion_id,
    titulo: row.titulo,
    fechaClase: row.fecha_clase,
    hora: row.hora,
    gimnasio: {
      party: {
        id: row.gym_id,
        nombre: row.gym_nombre,
        email: row.gym_email,
        rol: 'gimnasio',
        suspendido: row.gym_suspended,
      },
      respuesta: row.respuesta_gimnasio,
      comentario: row.comentario_gimnasio,
      respondidaAt: iso(row.respondida_gimnasio_at),
      fiabilidad: figures.get(row.gym_id) ?? NEW,
    },
    instructor: {
      party: {
        id: row.instructor_id,
        nombre: row.instructor_nombre,
        email: row.instructor_email,
        rol: 'instructor',
        suspendido: row.instructor_suspended,
      },
      respuesta: row.respuesta_instructor,
      comentario: row.comentario_instructor,
      respondidaAt: iso(row.respondida_instructor_at),
      fiabilidad: figures.get(row.instructor_id) ?? NEW,
    },
    abiertoAt: iso(row.caso_abierto_at) ?? '',
    resultado: row.resultado,
    nota: row.resolucion_nota,
    resueltoAt: iso(row.resuelto_at),
    resueltoPor: row.resuelto_por_nombre,
  };
}

export async function casesPage(
  ctx: AppContext,
  query: { estado?: 'pendiente' | 'resuelto' | undefined; page: number; limit: number },
): Promise<{ items: AttendanceCase[]; nextPage: number | null }> {
  const rows = await listCases(ctx.db, {
    estado: query.estado,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  const page = rows.slice(0, query.limit);
  const figures = await reliabilityOf(
    ctx.db,
    page.flatMap((row) => [row.gym_id, row.instructor_id]),
    ctx.clock.now(),
  );
  return {
    items: page.map((row) => toCase(row, figures)),
    nextPage: rows.length > query.limit ? query.page + 1 : null,
  };
}

export async function caseConversation(ctx: AppContext, id: string, limit: number, before: number | undefined) {
  const row = await findCase(ctx.db, id);
  if (!row) throw notFound('El caso');
  const rows = await listMessages(ctx.db, row.gym_id, row.instructor_id, { before, limit: limit + 1 });
  const hasOlder = rows.length > limit;
  const page = (hasOlder ? rows.slice(1) : rows).map(toChatMessage);
  return { items: page, nextBefore: hasOlder ? (page[0]?.id ?? null) : null };
}

/**
 * Resolver: once per case, under the attendance row's lock (a second click with the same
 * outcome answers the case as it is; another outcome is refused). Both sides are told.
 */
export async function resolveCase(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: { resultado: AttendanceOutcome; nota?: string | undefined },
): Promise<AttendanceCase> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await lockAttendance(tx, id, now);
    if (!row || !row.caso_abierto_at) throw notFound('El caso');
    if (row.resultado !== null) {
      if (row.resultado === input.resultado) return;
      throw conflict('Este caso ya está resuelto.');
    }
    await writeResolution(tx, id, { resultado: input.resultado, nota: input.nota ?? null, adminId, at: now });
    if (input.resultado !== 'impartida') await voidCommission(tx, id);
    const label = ATTENDANCE_OUTCOME_LABELS[input.resultado];
    await writeAudit(tx, {
      adminId,
      action: 'attendance.resolve',
      targetType: 'asistencia',
      targetId: id,
      targetLabel: `${row.titulo} (${spanishDate(row.fecha_clase)})`,
      reason: input.nota ? `${label}. ${input.nota}` : label,
    });
    const text = `Caso de asistencia resuelto: «${row.titulo}» del ${spanishDate(row.fecha_clase)}. ${label}.${input.nota ? ` ${input.nota}` : ''}`;
    await insertNotifications(tx, [
      { usuarioId: row.gym_id, tipo: 'other', mensaje: text, enlace: attendanceLinks.gym },
      { usuarioId: row.instructor_id, tipo: 'other', mensaje: text, enlace: attendanceLinks.instructor },
    ]);
  });
  const row = await findCase(ctx.db, id);
  if (!row) throw notFound('El caso');
  const figures = await reliabilityOf(ctx.db, [row.gym_id, row.instructor_id], ctx.clock.now());
  return toCase(row, figures);
}
