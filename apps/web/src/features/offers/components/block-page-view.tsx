import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { GymBlock } from '@fitcover/contract/offers/block-views';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { BlockSummaryLine } from '../../../components/block-summary-line';
import { OfferFacts } from '../../../components/offer-facts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClassDate } from '../../../lib/format';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useAcceptOfferBlock, useGymOfferBlock } from '../api/offer-blocks';
import { removeActionFor, type RemoveAction } from '../lib/offer-actions';
import { RemoveOfferDialog } from './remove-offer-dialog';

type BlockPageViewProps = { blockId: string; offersHref: string; onChanged: () => void };

type Clase = GymBlock['clases'][number];
type Applicant = GymBlock['postulantes'][number];

const OPEN = ['pendiente', 'vista'];
const weekday = (fecha: string) =>
  new Date(`${fecha}T12:00:00Z`).toLocaleDateString('es-ES', { weekday: 'long', timeZone: 'UTC' });

/** The gym's cover block: its dates, each with its own state, and who applied to which. */
export function BlockPageView({ blockId, offersHref, onChanged }: BlockPageViewProps) {
  const { data, isPending, isError } = useGymOfferBlock(blockId);
  const accept = useAcceptOfferBlock();
  const [removing, setRemoving] = useState<{ offer: GymOffer; action: RemoveAction } | null>(null);

  if (isPending) return <p className="text-sm text-gray-600">…</p>;
  if (isError || !data) return <p className="text-sm text-red-700">{es.blocks.loadFailed}</p>;

  const { bloque, oferta, clases, postulantes } = data;
  // A class as an offer card would have it, for the same remove/cancel dialog.
  const asOffer = (clase: Clase): GymOffer => ({
    ...oferta,
    id: clase.id,
    fechaClase: clase.fechaClase,
    hora: clase.hora,
    startsAt: clase.startsAt,
    estado: clase.estado,
    postulados: clase.postulados,
    pendientes: clase.pendientes,
  });
  const decide = (applicant: Applicant, ofertaIds?: string[]) =>
    accept.mutate(
      { id: blockId, instructorId: applicant.instructorId, ...(ofertaIds ? { ofertaIds } : {}) },
      {
        onSuccess: ({ aceptadas }) => {
          toast.success(es.blocks.acceptedTitle, { description: es.blocks.acceptedDescription(aceptadas) });
          onChanged();
        },
        onError: (error) => toastError(error, { title: es.common.errorTitle, description: es.blocks.acceptFailed }),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <Link to={offersHref} className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {es.blocks.back}
      </Link>

      <Card className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold break-words text-gray-900">{oferta.titulo}</h1>
            <p className="text-sm font-medium text-brand-700">{oferta.especialidad}</p>
          </div>
          <Badge tone="info">{es.blocks.badge}</Badge>
        </div>
        <BlockSummaryLine resumen={bloque.resumen} />
        <OfferFacts offer={oferta} location={oferta.ubicacion ?? oferta.ciudad ?? '—'} />
        <p className="text-xs text-gray-600">{bloque.fechasSueltas ? es.blocks.looseDates : es.blocks.wholeOnly}</p>
      </Card>

      <section aria-labelledby="bloque-fechas" className="flex flex-col gap-2">
        <h2 id="bloque-fechas" className="text-lg font-semibold text-gray-900">
          {es.blocks.dates}
        </h2>
        <ul className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {clases.map((clase) => {
            const action = removeActionFor(clase);
            return (
              <li
                key={clase.id}
                data-testid="clase-bloque"
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900 first-letter:uppercase">
                    {weekday(clase.fechaClase)} {formatClassDate(clase.fechaClase)} · {clase.hora}
                  </p>
                  <p className="text-xs text-gray-600">
                    {clase.instructor
                      ? es.blocks.coveredBy(clase.instructor.nombre)
                      : clase.pendientes > 0
                        ? es.blocks.pending(clase.pendientes)
                        : null}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={offerStatusTone(clase.estado)}>{offerStatusLabel(clase.estado)}</Badge>
                  {action ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setRemoving({ offer: asOffer(clase), action })}
                    >
                      {action === 'cancel-class' ? es.offers.cancelClass : es.offers.delete}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="bloque-postulantes" className="flex flex-col gap-2">
        <h2 id="bloque-postulantes" className="text-lg font-semibold text-gray-900">
          {es.blocks.applicants}
        </h2>
        {postulantes.length === 0 ? <p className="text-sm text-gray-600">{es.blocks.noApplicants}</p> : null}
        {postulantes.map((applicant) => {
          const open = applicant.postulaciones.filter((item) => OPEN.includes(item.estado));
          const openClasses = clases.filter(
            (clase) => clase.estado === 'abierta' && open.some((item) => item.ofertaId === clase.id),
          );
          return (
            <Card key={applicant.instructorId} className="flex flex-col gap-3 p-4" data-testid="postulante-bloque">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-semibold text-gray-900">{applicant.nombre}</p>
                  <p className="text-xs text-gray-600">
                    {es.blocks.appliedTo(applicant.postulaciones.length, clases.length)}
                  </p>
                </div>
                {openClasses.length > 0 ? (
                  <Button size="sm" loading={accept.isPending} onClick={() => decide(applicant)}>
                    {es.blocks.acceptBlock}
                  </Button>
                ) : null}
              </div>
              {openClasses.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {openClasses.map((clase) => (
                    <li key={clase.id}>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={accept.isPending}
                        onClick={() => decide(applicant, [clase.id])}
                        aria-label={`${es.blocks.acceptDate} ${formatClassDate(clase.fechaClase)}`}
                      >
                        {es.blocks.acceptDate} {formatClassDate(clase.fechaClase).slice(0, 5)}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </section>

      {removing ? (
        <RemoveOfferDialog
          offer={removing.offer}
          action={removing.action}
          onClose={() => setRemoving(null)}
          onChanged={onChanged}
        />
      ) : null}
    </div>
  );
}
