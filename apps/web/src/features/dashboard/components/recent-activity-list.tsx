import { Activity } from 'lucide-react';
import type { ActivityItem } from '@fitcover/contract/dashboard/recent-activity';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { applicationStatusLabel, applicationStatusTone } from '../../../lib/status-labels';
import { es } from '../../../i18n/es';

type RecentActivityListProps = { items: ActivityItem[] | undefined; loading: boolean };

export function RecentActivityList({ items, loading }: RecentActivityListProps) {
  return (
    <Card className="flex flex-col p-5">
      <h2 className="mb-3 flex min-h-11 items-center text-lg font-semibold text-gray-900">
        {es.dashboard.recentActivity}
      </h2>
      {loading ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label={es.common.loading} />
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState icon={<Activity className="size-7 text-gray-300" aria-hidden="true" />}>
          {es.dashboard.noActivity}
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-gray-900">{item.ofertaTitulo}</p>
                <p className="truncate text-xs text-gray-500">
                  {item.contraparte} · <time dateTime={item.fecha}>{formatDate(item.fecha)}</time>
                </p>
              </div>
              <Badge tone={applicationStatusTone(item.estado)}>{applicationStatusLabel(item.estado)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
