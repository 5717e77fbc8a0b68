import { Star } from 'lucide-react';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import type { AdminInstructor } from '@fitcover/contract/admin/users';
import { formatRating } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useAdminInstructors } from '../api/accounts';
import { AccountsTable } from './accounts-table';
import { AdminPageHeader } from './admin-page-header';

export function InstructorsView() {
  const text = es.adminArea.instructors;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={text.title} subtitle={text.subtitle} />
      <AccountsTable<AdminInstructor>
        caption={text.caption}
        nameHeader={text.columns.name}
        locationHeader={text.columns.location}
        stateHeader={text.columns.state}
        searchPlaceholder={text.searchPlaceholder}
        emptyText={text.empty}
        useRows={useAdminInstructors}
        middleColumns={[
          {
            key: 'rating',
            header: text.columns.rating,
            cell: (instructor) =>
              instructor.valoracionMedia === null ? (
                <span className="text-gray-500">{text.noRating}</span>
              ) : (
                <span className="inline-flex items-center gap-1">
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  {formatRating(instructor.valoracionMedia)}
                  <span className="text-xs text-gray-500">({text.reviews(instructor.numValoraciones)})</span>
                </span>
              ),
          },
          { key: 'classes', header: text.columns.classes, cell: (instructor) => instructor.clases },
          {
            key: 'reliability',
            header: text.columns.reliability,
            cell: (instructor) => <ReliabilityBadge figure={instructor.fiabilidad} />,
          },
        ]}
      />
    </div>
  );
}
