import { Eye, MapPin, Send, Star } from 'lucide-react';
import type { DirectoryInstructor } from '@fitcover/contract/directory/directory';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { formatRating } from '../../../lib/format';

/** "4,5 ★ (3)", or "N/A" without reviews (as on applicant cards). */
const ratingText = (average: number | null, count: number) =>
  average === null || count === 0 ? formatRating(null) : es.applicants.rating(formatRating(average), count);

type Props = { instructor: DirectoryInstructor; profileHref: string; onInvite: () => void };

/** One instructor of the directory: what the public profile shows, the town and never the street. */
export function DirectoryCard({ instructor, profileHref, onInvite }: Props) {
  const text = es.directory;
  const place = [
    instructor.ciudad,
    instructor.distanciaKm === null ? null : text.distance(instructor.distanciaKm),
  ].filter(Boolean);
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-gray-100 bg-white p-4 shadow-sm"
      data-testid="directory-card"
    >
      <div className="flex items-start gap-3">
        <Avatar name={instructor.nombre} src={instructor.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-gray-900">{instructor.nombre}</h3>
          {place.length > 0 ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
              <MapPin className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
              <span className="min-w-0 break-words">{place.join(' · ')}</span>
            </p>
          ) : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="sr-only">{es.applicants.ratingLabel}: </span>
              {ratingText(instructor.valoracionMedia, instructor.numValoraciones)}
            </span>
            <ReliabilityBadge figure={instructor.fiabilidad} />
          </p>
          <p className="mt-1 text-xs text-gray-500">
            {instructor.experiencia === null
              ? es.applicants.noExperience
              : es.applicants.experience(instructor.experiencia)}
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

      {/* Side by side when both labels fit, stacked on narrow cards: never a cut-off label. */}
      <div className="mt-auto flex flex-wrap gap-2 [&>*]:grow">
        <ButtonLink to={profileHref} variant="outline" size="sm">
          <Eye className="size-4" aria-hidden="true" />
          {text.viewProfile}
        </ButtonLink>
        <Button size="sm" onClick={onInvite} icon={<Send className="size-4" aria-hidden="true" />}>
          {text.invite}
        </Button>
      </div>
    </li>
  );
}
