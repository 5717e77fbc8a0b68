import { Building2, ClipboardList, CreditCard, Flag, LifeBuoy, Send, UserPlus, Users } from 'lucide-react';
import type { AdminActivityItem } from '@fitcover/contract/admin/activity';
import { LoadMore } from '../../../components/ui/load-more';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useAdminActivity } from '../api/activity';
import { AuditLogCard } from './audit-log-card';
import { RetainedInvoiceLink } from './retained-invoice-link';

const kindStyle: Record<AdminActivityItem['kind'], { Icon: typeof UserPlus; className: string }> = {
  signup: { Icon: UserPlus, className: 'bg-sky-100 text-sky-700' },
  offer: { Icon: ClipboardList, className: 'bg-brand-100 text-brand-700' },
  application: { Icon: Send, className: 'bg-violet-100 text-violet-700' },
  payment: { Icon: CreditCard, className: 'bg-emerald-100 text-emerald-700' },
  flag: { Icon: Flag, className: 'bg-red-100 text-red-700' },
  ticket: { Icon: LifeBuoy, className: 'bg-amber-100 text-amber-700' },
};

export function AdminActivityView() {
  const activity = useAdminActivity();
  const pages = activity.data?.pages ?? [];
  const totals = pages[0]?.totals;
  const items = pages.flatMap((page) => page.items);
  const loading = activity.isPending;

  const stats = [
    { label: es.admin.gyms, value: totals?.gimnasios, Icon: Building2 },
    { label: es.admin.instructors, value: totals?.instructores, Icon: Users },
    { label: es.admin.openOffers, value: totals?.ofertasAbiertas, Icon: ClipboardList },
    { label: es.admin.openTickets, value: totals?.ticketsAbiertos, Icon: LifeBuoy },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{es.admin.activityTitle}</h1>
        <p className="mt-1 text-sm text-gray-600">{es.admin.activitySubtitle}</p>
      </div>
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {stats.map(({ label, value, Icon }) => (
          <Card key={label} className="flex flex-col gap-2 p-4 sm:p-5">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium text-gray-600">{label}</p>
            {loading ? (
              <span className="block h-8 w-12 animate-pulse rounded-lg bg-gray-100" aria-hidden="true" />
            ) : (
              <p className="text-2xl font-bold text-gray-900">{value ?? '—'}</p>
            )}
          </Card>
        ))}
      </div>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold text-gray-900">{es.admin.feed}</h2>
        {loading ? (
          <div className="flex justify-center py-8 text-brand-700">
            <Spinner className="size-8" label={es.common.loading} />
          </div>
        ) : activity.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-gray-600">
            <p>{es.admin.loadFailed}</p>
            <Button variant="outline" onClick={() => void activity.refetch()}>
              {es.common.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState>{es.admin.empty}</EmptyState>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {items.map((item) => {
              const { Icon, className } = kindStyle[item.kind];
              return (
                <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 py-3">
                  <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words text-gray-900">{item.texto}</p>
                    <time dateTime={item.fecha} className="text-xs text-gray-500">
                      {formatDateTime(item.fecha)}
                    </time>
                  </div>
                  {item.invoice ? <RetainedInvoiceLink paymentId={item.id} invoice={item.invoice} /> : null}
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore pages={activity} className="mt-4" />
      </Card>
      <AuditLogCard />
    </div>
  );
}
