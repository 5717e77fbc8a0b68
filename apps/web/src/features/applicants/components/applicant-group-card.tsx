import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import type { ApplicantGroup } from '@fitcover/contract/applications/gym-applicants';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatClassDate } from '../../../lib/format';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';

/** One offer with its applications. */
export function ApplicantGroupCard({ group, children }: { group: ApplicantGroup; children: ReactNode }) {
  const { oferta } = group;
  const headingId = `postulados-${oferta.id}`;
  return (
    <Card className="p-4 sm:p-5" data-testid="applicant-group">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
              {oferta.titulo}
            </h2>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
              <span className="font-medium text-brand-700">{oferta.especialidad}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
                {es.offers.dateTime(formatClassDate(oferta.fechaClase), oferta.hora.slice(0, 5))}
              </span>
              <span aria-hidden="true">·</span>
              <span>{es.applicants.count(group.aplicaciones.length)}</span>
            </p>
          </div>
          <Badge tone={offerStatusTone(oferta.estado)}>{offerStatusLabel(oferta.estado)}</Badge>
        </div>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">{children}</ul>
      </section>
    </Card>
  );
}
