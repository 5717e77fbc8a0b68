// One offer of a search page as the API lists it (search pages, Primero para ti): the row, the
// distance from the instructor's own place, the gym's reliability and the block it belongs to.
import type { Reliability } from '@fitcover/contract/trust/reliability';
import type { BlockSummary } from '@fitcover/contract/offers/block-summary';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { haversineKm, roundKm1 } from '../geo/geo-math.ts';
import type { ListedItem } from './search-response.ts';
import type { Origin, SearchRow } from './search.repo.ts';

/** `fiabilidad`: the gym's figure (ctx.reliabilityCache), read once per page. */
export function toItem(
  row: SearchRow,
  origin: Origin | null,
  fiabilidad: Reliability,
  bloque: BlockSummary | null = null,
): ListedItem {
  const located = row.modalidad === 'Presencial' && row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    especialidad: row.especialidad,
    fechaClase: row.fecha_clase,
    hora: row.hora,
    duracionMin: row.duracion_min,
    startsAt: row.starts_at,
    modalidad: row.modalidad,
    ubicacion: row.ubicacion,
    ciudad: row.ciudad,
    latitude: row.latitude,
    longitude: row.longitude,
    precio: Number(row.precio),
    urgente: row.urgente,
    bloque,
    distanciaKm:
      origin && located
        ? roundKm1(haversineKm(origin, { latitude: row.latitude as number, longitude: row.longitude as number }))
        : null,
    gimnasio: {
      id: row.gym_id,
      nombre: row.gym_nombre,
      avatarUrl: avatarUrlOf(row.gym_id, row.gym_avatar_version),
      fiabilidad,
    },
  };
}
