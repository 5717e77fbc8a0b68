import { Check, Eye, MessageSquare, Star, X } from 'lucide-react';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { VerifiedBadge } from '../../../components/verified-badge';
import { AddTrustedButton } from '../../../components/add-trusted-button';
import type { Applicant } from '@fitcover/contract/applications/gym-applicants';
import { StarRating } from '../../../components/rating/star-rating';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatDate, formatRating } from '../../../lib/format';
import { applicationStatusLabel, applicationStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';

type ApplicantCardProps = {
  applicant: Applicant;
  profileHref: string;
  chatHref: string;
  /** Which decision is being sent for this applicant, if any. */
  busy: 'accept' | 'reject' | null;
  disabled: boolean;
  onAccept: () => void;
  onReject: () => void;
  /** Rating the instructor of a class that has taken place (offered when the server says so). */
  onReview?: () => void;
};

/** "4,5 ★ (3)", or "N/A" without reviews. */
export function ratingText(average: number | null, count: number): string {
  return average === null || count === 0 ? formatRating(null) : es.applicants.rating(formatRating(average), count);
}

export function ApplicantCard({
  applicant,
  profileHref,
  chatHref,
  busy,
  disabled,
  onAccept,
  onReject,
  onReview,
}: ApplicantCardProps) {
  const { instructor } = applicant;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-gray-100 bg-white p-4" data-testid="applicant-card">
      <div className="flex items-start gap-3">
        <Avatar name={instructor.nombre} src={instructor.avatarUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold break-words text-gray-900">{instructor.nombre}</h3>
            <Badge tone={applicationStatusTone(applicant.estado)}>{applicationStatusLabel(applicant.estado)}</Badge>
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="sr-only">{es.applicants.ratingLabel}: </span>
              {ratingText(instructor.valoracionMedia, instructor.numValoraciones)}
            </span>
            <ReliabilityBadge figure={instructor.fiabilidad} />
            <span>
              {instructor.experiencia === null
                ? es.applicants.noExperience
                : es.applicants.experience(instructor.experiencia)}
            </span>
          </p>
          <VerifiedBadge verification={instructor.verificacion} className="mt-1" />
          <p className="mt-0.5 text-xs text-gray-500">
            {es.applicants.appliedOn(formatDate(applicant.fechaPostulacion))}
            {instructor.ciudad ? ` · ${instructor.ciudad}` : ''}
          </p>
        </div>
      </div>

      {instructor.especialidades.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={es.instructorPublic.specialties}>
          {instructor.especialidades.map((item) => (
            <li key={item}>
              <Badge tone="brand">{item}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {applicant.review.miPuntuacion !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{es.reviews.yourRating(applicant.review.miPuntuacion)}</span>
          <StarRating value={applicant.review.miPuntuacion} />
        </p>
      ) : null}

      <div className="grid grid-cols-2 gap-2">
        <ButtonLink to={profileHref} variant="outline" size="sm">
          <Eye className="size-4" aria-hidden="true" />
          {es.applicants.viewProfile}
        </ButtonLink>
        <ButtonLink to={chatHref} variant="outline" size="sm">
          <MessageSquare className="size-4" aria-hidden="true" />
          {es.applicants.contact}
        </ButtonLink>
        {applicant.canDecide ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onReject}
              loading={busy === 'reject'}
              disabled={disabled}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              {es.applicants.reject}
            </Button>
            <Button
              size="sm"
              onClick={onAccept}
              loading={busy === 'accept'}
              disabled={disabled}
              icon={<Check className="size-4" aria-hidden="true" />}
            >
              {es.applicants.accept}
            </Button>
          </>
        ) : null}
        <div className="col-span-2 flex [&>button]:w-full">
          <AddTrustedButton instructorId={instructor.id} />
        </div>
        {applicant.review.canReview && onReview ? (
          <Button
            size="sm"
            className="col-span-2"
            onClick={onReview}
            aria-label={es.reviews.rateAction(instructor.nombre)}
            icon={<Star className="size-4" aria-hidden="true" />}
          >
            {es.reviews.rate}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
