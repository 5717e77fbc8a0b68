import type { AdminGym } from '@fitcover/contract/admin/users';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';
import { useAdminGyms } from '../api/accounts';
import { AccountsTable } from './accounts-table';
import { AdminPageHeader } from './admin-page-header';

const planTone = { PRO: 'brand', Básico: 'info', Individual: 'neutral', 'Sin plan': 'warning' } as const;

export function GymsView() {
  const text = es.adminArea.gyms;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={text.title} subtitle={text.subtitle} />
      <AccountsTable<AdminGym>
        caption={text.caption}
        nameHeader={text.columns.name}
        locationHeader={text.columns.location}
        stateHeader={text.columns.state}
        searchPlaceholder={text.searchPlaceholder}
        emptyText={text.empty}
        useRows={useAdminGyms}
        middleColumns={[
          {
            key: 'plan',
            header: text.columns.plan,
            cell: (gym) => (
              <div className="flex flex-col items-start gap-1">
                <Badge tone={planTone[gym.plan]} className="whitespace-nowrap">
                  {gym.plan}
                  {gym.enPrueba ? ` · ${text.trial}` : ''}
                </Badge>
                {gym.creditos > 0 ? <span className="text-xs text-gray-500">{text.credits(gym.creditos)}</span> : null}
              </div>
            ),
          },
          { key: 'classes', header: text.columns.classes, cell: (gym) => gym.clases },
          {
            key: 'reliability',
            header: text.columns.reliability,
            cell: (gym) => <ReliabilityBadge figure={gym.fiabilidad} />,
          },
        ]}
      />
    </div>
  );
}
