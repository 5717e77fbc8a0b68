// The apply warning of DECISIONS §16: "Ya tienes una clase aceptada que se solapa". A read only;
// accepting is what the bookings' constraints refuse (ADR 0020).
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { bookedNear, findOfferSlot } from './clash.repo.ts';
import { findClash, TRAVEL_MARGIN_MIN } from './overlap.ts';

const slotOf = (row: { starts_at: Date; duracion_min: number; lugar: string }) => ({
  startsAt: new Date(row.starts_at),
  durationMin: row.duracion_min,
  place: row.lugar,
});

export async function applyClash(ctx: AppContext, instructorId: string, ofertaId: string) {
  const offer = await findOfferSlot(ctx.db, ofertaId);
  if (!offer) throw notFound('La oferta');
  const candidate = slotOf(offer);
  const end = new Date(candidate.startsAt.getTime() + candidate.durationMin * 60_000);
  const booked = await bookedNear(ctx.db, instructorId, candidate.startsAt, end, TRAVEL_MARGIN_MIN);
  const clash = findClash(
    booked.map((row) => ({ ...slotOf(row), row })),
    candidate,
  );
  return {
    clash: clash
      ? {
          titulo: clash.row.titulo,
          gimnasio: clash.row.gym_nombre,
          fechaClase: clash.row.fecha_clase,
          hora: clash.row.hora,
        }
      : null,
  };
}
