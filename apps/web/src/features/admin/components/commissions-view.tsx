import { useState, type FormEvent } from 'react';
import { Download, Filter } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Commission, PaymentStatus } from '@fitcover/contract/admin/commissions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { LoadMore } from '../../../components/ui/load-more';
import { errorDescription, errorMessage } from '../../../lib/api-error';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { downloadCommissionsCsv, useCommissions, type CommissionFilter } from '../api/commissions';
import { AdminPageHeader } from './admin-page-header';
import { DataTable, type Column } from './data-table';
import { QueryStates } from './query-states';
import { RetainedInvoiceLink } from './retained-invoice-link';
import { PaymentStateBadge } from './state-badges';

const states: PaymentStatus[] = ['completado', 'pendiente', 'fallido'];

export function CommissionsView() {
  const text = es.adminArea.commissions;
  const [draft, setDraft] = useState<{ desde: string; hasta: string; estado: PaymentStatus | '' }>({
    desde: '',
    hasta: '',
    estado: '',
  });
  const [filter, setFilter] = useState<CommissionFilter>({});
  const [exporting, setExporting] = useState(false);
  const commissions = useCommissions(filter);
  const rows = commissions.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = commissions.data?.pages[0]?.totals;
  const filtered = Boolean(filter.desde || filter.hasta || filter.estado);

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      desde: draft.desde || undefined,
      hasta: draft.hasta || undefined,
      estado: draft.estado || undefined,
    });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadCommissionsCsv(filter);
    } catch (failure) {
      toast.error(text.exportFailedTitle, { description: errorDescription(failure, es.adminArea.common.actionFailed) });
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<Commission>[] = [
    {
      key: 'id',
      header: text.columns.id,
      cell: (row) => (
        <span className="font-mono text-xs text-gray-700" title={row.id}>
          {row.id.slice(0, 8).toUpperCase()}
        </span>
      ),
    },
    {
      key: 'date',
      header: text.columns.date,
      cell: (row) => formatDateTime(row.fecha),
      className: 'whitespace-nowrap',
    },
    { key: 'gym', header: text.columns.gym, cell: (row) => <span className="break-words">{row.gym.nombre}</span> },
    {
      key: 'offer',
      header: text.columns.offer,
      cell: (row) => <span className="break-words">{row.oferta ?? row.descripcion}</span>,
    },
    {
      key: 'amount',
      header: text.columns.amount,
      cell: (row) => text.amount(formatEuros(row.cantidad), formatEuros(row.total)),
      className: 'whitespace-nowrap',
    },
    { key: 'state', header: text.columns.state, cell: (row) => <PaymentStateBadge estado={row.estado} /> },
    {
      key: 'invoice',
      header: text.columns.invoice,
      cell: (row) => <RetainedInvoiceLink paymentId={row.id} invoice={row.invoice} />,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Button
            variant="outline"
            onClick={() => void onExport()}
            loading={exporting}
            icon={<Download className="size-4" aria-hidden="true" />}
          >
            {text.export}
          </Button>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="flex flex-col gap-1 p-5">
          <p className="text-sm font-medium text-gray-600">{text.totalCollected}</p>
          <p className="text-3xl font-bold text-gray-900" data-testid="total-cobrado">
            {totals ? formatEuros(totals.cobrado) : es.adminArea.common.dash}
          </p>
          <p className="text-xs text-gray-500">{text.totalHint}</p>
          {totals ? (
            <p className="text-xs text-gray-500">
              {text.collectedCount(totals.numCobradas)} · {text.withVat(formatEuros(totals.cobradoConIva))}
            </p>
          ) : null}
        </Card>
        <Card className="flex flex-col gap-1 p-5">
          <p className="text-sm font-medium text-gray-600">{text.pending}</p>
          <p className="text-2xl font-bold text-gray-900">
            {totals ? formatEuros(totals.pendiente) : es.adminArea.common.dash}
          </p>
          {totals ? <p className="text-xs text-gray-500">{text.pendingCount(totals.numPendientes)}</p> : null}
        </Card>
        <Card className="flex flex-col gap-1 p-5">
          <p className="text-sm font-medium text-gray-600">{text.failed}</p>
          <p className="text-2xl font-bold text-gray-900">{totals ? totals.numFallidas : es.adminArea.common.dash}</p>
          <p className="text-xs text-gray-500">{text.failedHint}</p>
        </Card>
      </div>

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <form onSubmit={onFilter} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" noValidate>
          <Field label={text.from} className="sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.desde}
                max={draft.hasta || undefined}
                onChange={(event) => setDraft({ ...draft, desde: event.target.value })}
              />
            )}
          </Field>
          <Field label={text.to} className="sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.hasta}
                min={draft.desde || undefined}
                onChange={(event) => setDraft({ ...draft, hasta: event.target.value })}
              />
            )}
          </Field>
          <Field label={es.adminArea.common.state} className="sm:w-44">
            {(control) => (
              <Select
                {...control}
                value={draft.estado}
                onChange={(event) => setDraft({ ...draft, estado: event.target.value as PaymentStatus | '' })}
              >
                <option value="">{es.adminArea.common.allStates}</option>
                {states.map((estado) => (
                  <option key={estado} value={estado}>
                    {text.paymentState[estado]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" icon={<Filter className="size-4" aria-hidden="true" />}>
              {text.filter}
            </Button>
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft({ desde: '', hasta: '', estado: '' });
                  setFilter({});
                }}
              >
                {text.clear}
              </Button>
            ) : null}
          </div>
        </form>
        <QueryStates
          query={commissions}
          empty={rows.length === 0}
          emptyText={text.empty}
          errorText={commissions.error ? errorMessage(commissions.error, es.adminArea.common.loadFailed) : undefined}
        >
          <DataTable
            caption={text.caption}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            stale={commissions.isPlaceholderData}
          />
        </QueryStates>
        <LoadMore pages={commissions} />
      </Card>
    </div>
  );
}
