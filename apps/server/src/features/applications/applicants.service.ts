// Shapes the applicants page: one group per offer, each applicant with rating and whether the
// gym may still decide on it.
import { reliability } from '@fitcover/contract/trust/reliability';
import { reliabilityOf } from '../trust/reliability.repo.ts';
import { NOT_VERIFIED } from '@fitcover/contract/trust/verification-rule';
import { verificationsOf } from '../credentials/verification-status.ts';
import type { ApplicantGroup } from '@fitcover/contract/applications/gym-applicants';
import type { AppContext } from '../../context.ts';
import { avatarUrlOf } from '../profiles/avatar-url.ts';
import { shortTime } from '../offers/offer-time.ts';
import { effectiveStatus } from '../offers/offer-view.ts';
import { listApplicantOffers, listApplicationsOfOffers } from './applicants.repo.ts';
import { reviewBlock } from '../reviews/review-rules.ts';

const oneDecimal = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

const NEW = reliability({ impartidas: 0, noPresentado: 0, anulacionesTardias: 0 });

export async function applicantGroups(ctx: AppContext, gymId: string, page: number, limit: number) {
  const now = ctx.clock.now();
  const offers = await listApplicantOffers(ctx.db, gymId, now, limit + 1, (page - 1) * limit);
  const pageOffers = offers.slice(0, limit);
  const applications = await listApplicationsOfOffers(
    ctx.db,
    pageOffers.map((offer) => offer.id),
  );
  const figures = await reliabilityOf(
    ctx.db,
    applications.map((application) => application.instructorId),
    now,
  );
  const badges = await verificationsOf(
    ctx,
    applications.map((application) => application.instructorId),
  );
  const groups: ApplicantGroup[] = pageOffers.map((offer) => {
    const estado = effectiveStatus(offer, now);
    return {
      oferta: {
        id: offer.id,
        titulo: offer.titulo,
        especialidad: offer.especialidad,
        fechaClase: offer.fechaClase,
        hora: shortTime(offer.hora),
        startsAt: offer.startsAt.toISOString(),
        estado,
      },
      aplicaciones: applications
        .filter((application) => application.ofertaId === offer.id)
        .map((application) => ({
          id: application.id,
          estado: application.estado,
          fechaPostulacion: application.fechaPostulacion.toISOString(),
          canDecide: estado === 'abierta' && (application.estado === 'pendiente' || application.estado === 'vista'),
          review: {
            canReview:
              application.miPuntuacion === null &&
              reviewBlock(
                {
                  applicationStatus: application.estado,
                  offerStatus: offer.estado,
                  startsAt: offer.startsAt,
                  duracionMin: offer.duracionMin,
                },
                now,
              ) === null,
            miPuntuacion: application.miPuntuacion,
          },
          instructor: {
            id: application.instructorId,
            nombre: application.nombre,
            avatarUrl: avatarUrlOf(application.instructorId, application.avatarVersion),
            ciudad: application.ciudad,
            valoracionMedia: oneDecimal(application.valoracionMedia),
            fiabilidad: figures.get(application.instructorId) ?? NEW,
            verificacion: badges.get(application.instructorId) ?? NOT_VERIFIED,
            numValoraciones: application.numValoraciones,
            experiencia: application.experiencia,
            especialidades: application.especialidades,
          },
        })),
    };
  });
  return { groups, nextPage: offers.length > limit ? page + 1 : null };
}
