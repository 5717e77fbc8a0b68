import { useId, useState } from 'react';
import { Filter, Receipt, Sheet } from 'lucide-react';
import { exportPayments, type PaymentsFilter } from '@fitcover/contract/billing/payments';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { usePayments } from '../api/billing';
import { PaymentsFilterForm } from './payments-filter';
import { PaymentsTable } from './payments-table';

const t = es.billing.payments;

export function PaymentsPageView() {
  const [filter, setFilter] = useState<PaymentsFilter>({});
  const [showFilter, setShowFilter] = useState(false);
  const filterId = useId();
  const payments = usePayments(filter);
  const items = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.desde || filter.hasta || filter.estado);
  // A bad date range is the one failure the gym can fix: say which.
  const badFilter = payments.error instanceof ApiError && payments.error.status === 400 ? payments.error.message : null;
  useErrorToast(payments.isError, t.loadFailedTitle, badFilter ?? t.loadFailed);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
          <p className="mt-1 text-sm text-gray-600">{t.subtitle}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<Filter className="size-4" aria-hidden="true" />}
            aria-expanded={showFilter}
            aria-controls={filterId}
            onClick={() => setShowFilter((open) => !open)}
          >
            {t.filter}
          </Button>
          <a href={exportPayments.path} download className={buttonClasses('secondary')}>
            <Sheet className="size-4" aria-hidden="true" />
            {t.exportAll}
          </a>
        </div>
      </div>

      {showFilter ? <PaymentsFilterForm id={filterId} value={filter} onApply={setFilter} /> : null}

      {payments.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      ) : payments.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{badFilter ?? t.loadFailed}</p>
          <Button variant="outline" onClick={() => void payments.refetch()} loading={payments.isRefetching}>
            {es.common.retry}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-gray-100 text-gray-600">
            <Receipt className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-gray-900">{filtered ? t.emptyFiltered : t.empty}</h2>
          {filtered ? null : <p className="max-w-md text-sm text-gray-600">{t.emptyHint}</p>}
        </Card>
      ) : (
        <div className={payments.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <PaymentsTable payments={items} />
        </div>
      )}

      <LoadMore pages={payments} />
    </div>
  );
}
