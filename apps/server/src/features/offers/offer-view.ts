// Offer rows → the contract's shape. An open offer whose class has started reads as expirada
// even before the expiry sweep writes it (DECISIONS §4: nothing stale is ever shown).
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { URGENT_WITHIN_HOURS, type OfferStatus } from '@fitcover/contract/offers/offer-fields';
import { shortTime } from './offer-time.ts';
import type { OfferWithCounts } from './offers.repo.ts';

export function effectiveStatus(offer: { estado: OfferStatus; startsAt: Date }, now: Date): OfferStatus {
  return offer.estado === 'abierta' && offer.startsAt <= now ? 'expirada' : offer.estado;
}

/** Urgente (DECISIONS §15): escalating, ticked by the gym, or its class starts within 48 hours. */
export function isUrgent(offer: { urgente: boolean; urgenteDesde: Date | null; startsAt: Date }, now: Date): boolean {
  return (
    offer.urgente ||
    offer.urgenteDesde !== null ||
    offer.startsAt.getTime() - now.getTime() <= URGENT_WITHIN_HOURS * 3_600_000
  );
}

export function toGymOffer(row: OfferWithCounts, now: Date): GymOffer {
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    especialidad: row.especialidad,
    fechaClase: row.fechaClase,
    hora: shortTime(row.hora),
    duracionMin: row.duracionMin,
    startsAt: row.startsAt.toISOString(),
    modalidad: row.modalidad,
    ubicacion: row.ubicacion,
    ciudad: row.ciudad,
    latitude: row.latitude,
    longitude: row.longitude,
    precio: Number(row.precio),
    estado: effectiveStatus(row, now),
    motivoCancelacion: row.motivoCancelacion,
    fechaCreacion: row.fechaCreacion.toISOString(),
    postulados: row.postulados,
    pendientes: row.pendientes,
    urgente: isUrgent(row, now),
    urgenteMarcada: row.urgente,
    ventanaMin: row.ventanaMin,
    autoAceptar: row.autoAceptar,
    soloVerificados: row.soloVerificados,
    bonusPct: row.bonusPct,
    exclusivaHasta: row.exclusivaHasta?.toISOString() ?? null,
  };
}

/** Opaque keyset cursor for the gym's offer list. */
export const encodeCursor = (row: { fechaCreacion: Date; id: string }) =>
  Buffer.from(`${row.fechaCreacion.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { fechaCreacion: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const fechaCreacion = new Date(iso ?? '');
  const uuid = /^[0-9a-f-]{36}$/i;
  return Number.isNaN(fechaCreacion.getTime()) || !id || !uuid.test(id) ? null : { fechaCreacion, id };
}
