import { useState } from 'react';
import { Send } from 'lucide-react';
import type { MyApplication } from '@fitcover/contract/applications/my-applications';
import { LoadMore } from '../../../components/ui/load-more';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useMyApplications } from '../api/my-applications';
import { ApplicationCard } from './application-card';
import { WithdrawDialog, type WithdrawMode } from './withdraw-dialog';

type MyApplicationsPageViewProps = {
  opportunitiesHref: string;
  chatHref: (gymId: string) => string;
  /** Refreshes what other screens show (Ofertas, Resumen) after a withdrawal. */
  onChanged: () => void;
  /** Opens the rating dialog for an accepted class that has taken place. */
  onReview?: (application: MyApplication) => void;
};

type Withdrawing = { application: MyApplication; mode: WithdrawMode } | null;

export function MyApplicationsPageView({
  opportunitiesHref,
  chatHref,
  onChanged,
  onReview,
}: MyApplicationsPageViewProps) {
  const list = useMyApplications();
  const [withdrawing, setWithdrawing] = useState<Withdrawing>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const text = es.myApplications;
  useErrorToast(list.isError, es.common.errorTitle, text.loadFailed);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{text.subtitle}</p>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{text.loadFailed}</p>
          <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
            {es.common.retry}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <Send className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-gray-900">{text.empty}</h2>
          <p className="max-w-md text-sm text-gray-600">{text.emptyHint}</p>
          <ButtonLink to={opportunitiesHref}>{text.emptyCta}</ButtonLink>
        </Card>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {items.map((application) => (
            <li key={application.id} className="flex">
              <ApplicationCard
                application={application}
                chatHref={chatHref(application.oferta.gimnasio.id)}
                onWithdraw={() => setWithdrawing({ application, mode: 'withdraw' })}
                onCallOff={() => setWithdrawing({ application, mode: 'call-off' })}
                onReview={onReview ? () => onReview(application) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <LoadMore pages={list} />

      {withdrawing ? (
        <WithdrawDialog
          application={withdrawing.application}
          mode={withdrawing.mode}
          onClose={() => setWithdrawing(null)}
          onChanged={onChanged}
        />
      ) : null}
    </div>
  );
}
