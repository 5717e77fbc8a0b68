import {
  CalendarDays,
  CircleCheck,
  Clock,
  Euro,
  Info,
  MapPin,
  MessageSquare,
  Star,
  Undo2,
  Video,
  XCircle,
} from 'lucide-react';
import type { MyApplication } from '@fitcover/contract/applications/my-applications';
import { StarRating } from '../../../components/rating/star-rating';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClassDate, formatDate, formatEuros } from '../../../lib/format';
import { applicationStatusLabel, applicationStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';
import { applicationReason } from '../lib/application-reason';

type ApplicationCardProps = {
  application: MyApplication;
  chatHref: string;
  onWithdraw: () => void;
  onCallOff: () => void;
  /** Rating the gym of a class that has taken place (offered when the server says so). */
  onReview?: () => void;
};

export function ApplicationCard({ application, chatHref, onWithdraw, onCallOff, onReview }: ApplicationCardProps) {
  const { oferta } = application;
  const text = es.myApplications;
  const online = oferta.modalidad === 'Online';
  const reason = applicationReason(application.estado, application.motivo);
  const detail = 'flex items-start gap-2 text-sm text-gray-700';
  const icon = 'mt-0.5 size-4 shrink-0 text-gray-400';

  return (
    <Card className="flex w-full flex-col gap-4 p-4 sm:p-5" data-testid="application-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-gray-900">{oferta.titulo}</h2>
          <p className="text-sm font-medium text-brand-700">{oferta.especialidad}</p>
        </div>
        <Badge tone={applicationStatusTone(application.estado)} className="shrink-0">
          {applicationStatusLabel(application.estado)}
        </Badge>
      </div>

      <div className="flex items-center gap-2.5">
        <Avatar name={oferta.gimnasio.nombre} src={oferta.gimnasio.avatarUrl} size="sm" />
        <div className="min-w-0">
          <p className="text-sm font-medium break-words text-gray-900">
            <span className="sr-only">{es.opportunities.gym}: </span>
            {oferta.gimnasio.nombre}
          </p>
          <p className="text-xs text-gray-500">{text.appliedOn(formatDate(application.fechaPostulacion))}</p>
        </div>
      </div>

      <ul className="grid gap-2 sm:grid-cols-2">
        <li className={detail}>
          <CalendarDays className={icon} aria-hidden="true" />
          <time dateTime={oferta.startsAt}>{formatClassDate(oferta.fechaClase)}</time>
        </li>
        <li className={detail}>
          <Clock className={icon} aria-hidden="true" />
          <span>{oferta.hora.slice(0, 5)}</span>
        </li>
        <li className={detail}>
          {online ? <Video className={icon} aria-hidden="true" /> : <MapPin className={icon} aria-hidden="true" />}
          <span className="min-w-0 break-words">{online ? es.opportunities.online : (oferta.ciudad ?? '—')}</span>
        </li>
        <li className={detail}>
          <Euro className={icon} aria-hidden="true" />
          <span className="font-semibold text-gray-900">{es.offers.perClass(formatEuros(oferta.precio))}</span>
        </li>
      </ul>

      {application.estado === 'aceptada' ? (
        <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text.acceptedHint}
        </p>
      ) : null}
      {reason ? (
        <p className="flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
          <span>
            <span className="font-semibold">{text.reason}</span> {reason}
          </span>
        </p>
      ) : null}

      {application.review.miPuntuacion !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{es.reviews.yourRating(application.review.miPuntuacion)}</span>
          <StarRating value={application.review.miPuntuacion} />
        </p>
      ) : null}

      <div role="group" aria-label={text.actionsFor(oferta.titulo)} className="mt-auto border-t border-gray-100 pt-4">
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <ButtonLink
            to={chatHref}
            variant="outline"
            size="sm"
            className={
              application.canWithdraw || application.canCallOff || (application.review.canReview && onReview)
                ? undefined
                : 'col-span-2'
            }
          >
            <MessageSquare className="size-4" aria-hidden="true" />
            {text.contact}
          </ButtonLink>
          {application.canWithdraw ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onWithdraw}
              icon={<Undo2 className="size-4" aria-hidden="true" />}
            >
              {text.withdraw}
            </Button>
          ) : null}
          {application.canCallOff ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onCallOff}
              icon={<XCircle className="size-4" aria-hidden="true" />}
            >
              {text.callOff}
            </Button>
          ) : null}
          {application.review.canReview && onReview ? (
            <Button
              size="sm"
              onClick={onReview}
              aria-label={es.reviews.rateAction(oferta.gimnasio.nombre)}
              icon={<Star className="size-4" aria-hidden="true" />}
            >
              {es.reviews.rate}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
