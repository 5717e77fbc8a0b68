import { useState } from 'react';
import { Ban, RotateCcw } from 'lucide-react';
import type { AccountState } from '@fitcover/contract/admin/users';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore, type NextPages } from '../../../components/ui/load-more';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { AccountActionDialog, type AccountAction } from './account-action-dialog';
import { DataTable, type Column } from './data-table';
import { ListFilters } from './list-filters';
import { QueryStates } from './query-states';
import { AccountStateBadge } from './state-badges';

export type AccountRow = {
  id: string;
  nombre: string;
  email: string;
  ciudad: string | null;
  estado: AccountState;
  suspendedAt: string | null;
  suspensionReason: string | null;
};

type ListQuery<T> = NextPages & {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

type AccountsTableProps<T extends AccountRow> = {
  caption: string;
  nameHeader: string;
  locationHeader: string;
  stateHeader: string;
  searchPlaceholder: string;
  emptyText: string;
  /** Columns between the location and the state (plan or rating, classes). */
  middleColumns: Column<T>[];
  useRows: (filter: { q?: string; estado?: AccountState }) => ListQuery<T>;
};

/** Gyms or instructors: search, state filter, table and suspend / reactivate. */
export function AccountsTable<T extends AccountRow>(props: AccountsTableProps<T>) {
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<AccountState | ''>('');
  const q = useDebouncedValue(search.trim());
  const query = props.useRows({ q: q || undefined, estado: estado || undefined });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [action, setAction] = useState<AccountAction | null>(null);
  const text = es.adminArea;

  const columns: Column<T>[] = [
    {
      key: 'name',
      header: props.nameHeader,
      cell: (row) => (
        <div className="min-w-44">
          <p className="font-semibold break-words text-gray-900">{row.nombre}</p>
          <p className="text-xs font-normal [overflow-wrap:anywhere] text-gray-500">{row.email}</p>
        </div>
      ),
    },
    { key: 'location', header: props.locationHeader, cell: (row) => row.ciudad ?? text.common.dash },
    ...props.middleColumns,
    {
      key: 'state',
      header: props.stateHeader,
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <AccountStateBadge estado={row.estado} />
          {row.suspendedAt ? (
            <span className="text-xs text-gray-500">{text.accounts.suspendedOn(formatDate(row.suspendedAt))}</span>
          ) : null}
          {row.suspensionReason ? (
            <span className="text-xs break-words text-gray-500">{text.accounts.reasonShown(row.suspensionReason)}</span>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <ListFilters
        search={search}
        onSearch={setSearch}
        searchPlaceholder={props.searchPlaceholder}
        state={estado}
        onState={setEstado}
        stateLabel={text.accounts.stateFilter}
        allLabel={text.common.allStates}
        states={[
          { value: 'activo', label: text.accountState.activo },
          { value: 'suspendido', label: text.accountState.suspendido },
        ]}
      />
      <QueryStates
        query={query}
        empty={rows.length === 0}
        emptyText={q || estado ? text.common.noResults : props.emptyText}
      >
        <DataTable
          caption={props.caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          stale={query.isPlaceholderData}
          actions={(row) =>
            row.estado === 'activo' ? (
              <Button
                size="sm"
                variant="outline"
                className="text-red-700"
                icon={<Ban className="size-4" aria-hidden="true" />}
                onClick={() => setAction({ kind: 'suspend', id: row.id, nombre: row.nombre })}
                aria-label={`${text.accounts.suspend} ${row.nombre}`}
              >
                {text.accounts.suspend}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                icon={<RotateCcw className="size-4" aria-hidden="true" />}
                onClick={() => setAction({ kind: 'reactivate', id: row.id, nombre: row.nombre })}
                aria-label={`${text.accounts.reactivate} ${row.nombre}`}
              >
                {text.accounts.reactivate}
              </Button>
            )
          }
        />
      </QueryStates>
      <LoadMore pages={query} />
      {action ? <AccountActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </Card>
  );
}
