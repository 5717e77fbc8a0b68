import type { ReactNode } from 'react';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { ArrowLeft, Briefcase, CalendarClock, MapPin, MessageSquare, UserX } from 'lucide-react';
import type { PublicInstructor } from '@fitcover/contract/profiles/instructor-public';
import { LocationMap } from '../../../components/map/location-map';
import { ExternalLinks } from '../../../components/ui/external-links';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { formatDate, formatRating } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { usePublicInstructor } from '../api/public-instructor';
import { ReviewList } from './review-list';
import { StarRating } from './star-rating';
import { VerifiedBadge } from '../../../components/verified-badge';

type PublicInstructorViewProps = {
  id: string;
  backHref: string;
  chatHref: string;
  tileUrl: string | undefined;
  /** More actions beside Contactar (the gym's "Añadir a Mis instructores"). */
  actions?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

const muted = <p className="text-sm text-gray-500">{es.instructorPublic.notSpecified}</p>;

export function PublicInstructorView({ id, backHref, chatHref, tileUrl, actions }: PublicInstructorViewProps) {
  const query = usePublicInstructor(id);
  const back = (
    <ButtonLink to={backHref} variant="ghost" size="sm" className="self-start">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {es.instructorPublic.back}
    </ButtonLink>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <UserX className="size-10 text-gray-300" aria-hidden="true" />
          <h1 className="text-lg font-semibold text-gray-900">
            {notFound ? es.instructorPublic.notFoundTitle : es.instructorPublic.loadFailed}
          </h1>
          {notFound ? (
            <p className="max-w-md text-sm text-gray-600">{es.instructorPublic.notFoundBody}</p>
          ) : (
            <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
              {es.common.retry}
            </Button>
          )}
        </Card>
      </div>
    );
  }

  const instructor: PublicInstructor = query.data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar name={instructor.nombre} src={instructor.avatarUrl} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-gray-900">{instructor.nombre}</h1>
          <VerifiedBadge verification={instructor.verificacion} showUnverified className="mt-1" />
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            {instructor.ciudad ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4 text-gray-400" aria-hidden="true" />
                {instructor.ciudad}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              {instructor.valoracionMedia !== null ? <StarRating value={instructor.valoracionMedia} /> : null}
              <strong className="font-semibold text-gray-900">{formatRating(instructor.valoracionMedia)}</strong>
              <span>({es.instructorPublic.reviews(instructor.numValoraciones)})</span>
            </span>
            <ReliabilityBadge figure={instructor.fiabilidad} />
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-4 text-gray-400" aria-hidden="true" />
              {es.instructorPublic.memberSince(formatDate(instructor.miembroDesde))}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2">
          <ButtonLink to={chatHref} className="shrink-0">
            <MessageSquare className="size-4" aria-hidden="true" />
            {es.instructorPublic.contact}
          </ButtonLink>
          {actions}
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="flex flex-col gap-6 p-5 sm:p-6 lg:col-span-2">
          <Section title={es.instructorPublic.biography}>
            {instructor.biografia ? (
              <p className="text-sm leading-relaxed break-words whitespace-pre-line text-gray-700">
                {instructor.biografia}
              </p>
            ) : (
              muted
            )}
          </Section>
          <Section title={es.instructorPublic.specialties}>
            {instructor.especialidades.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {instructor.especialidades.map((item) => (
                  <li key={item}>
                    <Badge tone="brand">{item}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              muted
            )}
          </Section>
          <Section title={es.instructorPublic.availability}>
            {instructor.disponibilidad.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {instructor.disponibilidad.map((slot) => (
                  <li key={slot}>
                    <Badge tone="neutral">{slot}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              muted
            )}
          </Section>
          {instructor.enlaces.length > 0 ? (
            <Section title={es.instructorPublic.links}>
              <ExternalLinks links={instructor.enlaces} />
            </Section>
          ) : null}
          <Section title={es.instructorPublic.reviewsTitle}>
            <ReviewList reviews={instructor.reviews} />
          </Section>
        </Card>

        <div className="flex flex-col gap-4">
          <Card className="flex items-center gap-3 p-5">
            <span className="flex size-11 items-center justify-center rounded-xl bg-sky-100 text-sky-700">
              <Briefcase className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-gray-600">{es.instructorPublic.experience}</p>
              <p className="text-lg font-bold text-gray-900">
                {instructor.experiencia === null
                  ? es.instructorPublic.notSpecified
                  : es.instructorPublic.experienceYears(instructor.experiencia)}
              </p>
            </div>
          </Card>
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
              {es.instructorPublic.location}
            </h2>
            <LocationMap
              latitude={instructor.ciudadLatitude}
              longitude={instructor.ciudadLongitude}
              name={instructor.ciudad ? `${instructor.nombre} · ${instructor.ciudad}` : instructor.nombre}
              tileUrl={tileUrl}
            />
            <p className="text-xs text-gray-500">{es.instructorPublic.locationHint}</p>
          </Card>
        </div>
      </div>
    </div>
  );
}
