import { useState } from 'react';
import { Users } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Applicant, ApplicantGroup } from '@fitcover/contract/applications/gym-applicants';
import { LoadMore } from '../../../components/ui/load-more';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../lib/toast-error';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useAcceptApplication, useGymApplicants, useRejectApplication } from '../api/gym-applicants';
import { AcceptApplicantDialog } from './accept-applicant-dialog';
import { ApplicantCard } from './applicant-card';
import { ApplicantGroupCard } from './applicant-group-card';

type ApplicantsPageViewProps = {
  offersHref: string;
  profileHref: (instructorId: string, applicationId: string) => string;
  chatHref: (instructorId: string) => string;
  /** Refreshes what other features show (offers, quota, dashboard) after a decision. */
  onChanged: () => void;
  /** Opens the rating dialog for an accepted class that has taken place. */
  onReview?: (applicant: Applicant, group: ApplicantGroup) => void;
};

type Confirming = { applicant: Applicant; group: ApplicantGroup } | null;

export function ApplicantsPageView({
  offersHref,
  profileHref,
  chatHref,
  onChanged,
  onReview,
}: ApplicantsPageViewProps) {
  const list = useGymApplicants();
  const accept = useAcceptApplication();
  const reject = useRejectApplication();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? [];
  useErrorToast(list.isError, es.common.errorTitle, es.applicants.loadFailed);

  const deciding = accept.isPending ? accept.variables : reject.isPending ? reject.variables : undefined;
  const onFailure = (error: unknown) =>
    toastError(error, { title: es.common.errorTitle, description: es.applicants.updateFailed });

  const onAccept = () => {
    if (!confirming) return;
    accept.mutate(confirming.applicant.id, {
      onSuccess: () => {
        toast.success(es.applicants.acceptedTitle, { description: es.applicants.acceptedDescription });
        onChanged();
      },
      onError: onFailure,
      onSettled: () => setConfirming(null),
    });
  };

  const onReject = (applicant: Applicant) =>
    reject.mutate(applicant.id, {
      onSuccess: () => {
        toast.success(es.applicants.rejectedTitle, { description: es.applicants.rejectedDescription });
        onChanged();
      },
      onError: onFailure,
    });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{es.applicants.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{es.applicants.subtitle}</p>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{es.applicants.loadFailed}</p>
          <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
            {es.common.retry}
          </Button>
        </Card>
      ) : groups.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-sky-100 text-sky-700">
            <Users className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-gray-900">{es.applicants.empty}</h2>
          <p className="max-w-md text-sm text-gray-600">{es.applicants.emptyHint}</p>
          <ButtonLink to={offersHref} variant="outline">
            {es.applicants.emptyCta}
          </ButtonLink>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <ApplicantGroupCard key={group.oferta.id} group={group}>
              {group.aplicaciones.map((applicant) => (
                <ApplicantCard
                  key={applicant.id}
                  applicant={applicant}
                  profileHref={profileHref(applicant.instructor.id, applicant.id)}
                  chatHref={chatHref(applicant.instructor.id)}
                  busy={deciding === applicant.id ? (accept.isPending ? 'accept' : 'reject') : null}
                  disabled={deciding !== undefined}
                  onAccept={() => setConfirming({ applicant, group })}
                  onReject={() => onReject(applicant)}
                  onReview={onReview ? () => onReview(applicant, group) : undefined}
                />
              ))}
            </ApplicantGroupCard>
          ))}
        </div>
      )}

      <LoadMore pages={list} />

      {confirming ? (
        <AcceptApplicantDialog
          instructorName={confirming.applicant.instructor.nombre}
          offerTitle={confirming.group.oferta.titulo}
          pending={accept.isPending}
          onConfirm={onAccept}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
