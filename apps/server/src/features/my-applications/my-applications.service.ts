// Mis Postulaciones: the instructor's applications with the offer as it stands now.
import type { MyApplication } from '@fitcover/contract/applications/my-applications';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { shortTime } from '../offers/offer-time.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { listOwnApplications, type ApplicationPosition, type OwnApplicationRow } from './my-applications.repo.ts';
import { reviewBlock } from '../reviews/review-rules.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (position: ApplicationPosition) =>
  Buffer.from(`${position.fecha}|${position.id}`).toString('base64url');

function decodeCursor(cursor: string): ApplicationPosition {
  const [fecha = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!INSTANT.test(fecha) || !UUID.test(id)) {
    throw new AppError('VALIDATION', {
      userMessage: 'La página solicitada ya no es válida. Vuelve a cargar tus postulaciones.',
      field: 'cursor',
    });
  }
  return { fecha, id };
}

function toMyApplication(row: OwnApplicationRow, now: Date): MyApplication {
  const notStarted = row.startsAt > now;
  const open = row.estado === 'pendiente' || row.estado === 'vista';
  return {
    id: row.id,
    estado: row.estado,
    fechaPostulacion: row.fechaPostulacion.toISOString(),
    motivo: row.motivo,
    canWithdraw: open && notStarted,
    canCallOff: row.estado === 'aceptada' && row.ofertaEstado === 'cubierta' && notStarted,
    review: {
      canReview:
        row.miPuntuacion === null &&
        reviewBlock(
          {
            applicationStatus: row.estado,
            offerStatus: row.ofertaEstado,
            startsAt: row.startsAt,
            duracionMin: row.duracionMin,
          },
          now,
        ) === null,
      miPuntuacion: row.miPuntuacion,
    },
    oferta: {
      id: row.ofertaId,
      titulo: row.titulo,
      especialidad: row.especialidad,
      fechaClase: row.fechaClase,
      hora: shortTime(row.hora),
      startsAt: row.startsAt.toISOString(),
      estado: effectiveStatus({ estado: row.ofertaEstado, startsAt: row.startsAt }, now),
      modalidad: row.modalidad,
      ciudad: row.ciudad,
      precio: Number(row.precio),
      gimnasio: { id: row.gymId, nombre: row.gymNombre, avatarUrl: avatarUrlOf(row.gymId, row.gymAvatarVersion) },
    },
  };
}

export async function myApplications(ctx: AppContext, instructorId: string, limit: number, cursor?: string) {
  const rows = await listOwnApplications(ctx.db, instructorId, limit + 1, cursor ? decodeCursor(cursor) : null);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const now = ctx.clock.now();
  return {
    items: page.map((row) => toMyApplication(row, now)),
    nextCursor: rows.length > limit && last ? encodeCursor({ fecha: last.fechaKey, id: last.id }) : null,
  };
}
