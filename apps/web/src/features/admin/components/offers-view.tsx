import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { XCircle } from 'lucide-react';
import { REASON_MAX } from '@fitcover/contract/admin/common';
import type { AdminOffer } from '@fitcover/contract/admin/offers';
import { offerStatuses, type OfferStatus } from '@fitcover/contract/offers/offer-fields';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { formatClassDate } from '../../../lib/format';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useAdminOffers, useCancelAdminOffer } from '../api/offers';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { AdminPageHeader } from './admin-page-header';
import { DataTable, type Column } from './data-table';
import { ListFilters } from './list-filters';
import { QueryStates } from './query-states';
import { TextActionDialog } from './text-action-dialog';

export function OffersView() {
  const text = es.adminArea.offers;
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<OfferStatus | ''>('');
  const q = useDebouncedValue(search.trim());
  const offers = useAdminOffers({ q: q || undefined, estado: estado || undefined });
  const rows = offers.data?.pages.flatMap((page) => page.items) ?? [];
  const [cancelling, setCancelling] = useState<AdminOffer | null>(null);
  const cancel = useCancelAdminOffer();

  const columns: Column<AdminOffer>[] = [
    {
      key: 'title',
      header: text.columns.title,
      cell: (offer) => <span className="font-semibold break-words text-gray-900">{offer.titulo}</span>,
    },
    {
      key: 'gym',
      header: text.columns.gym,
      cell: (offer) => (
        <div className="flex flex-col items-start gap-1">
          <span className="break-words">{offer.gym.nombre}</span>
          {offer.gym.suspendido ? <span className="text-xs font-medium text-red-700">{text.gymSuspended}</span> : null}
        </div>
      ),
    },
    {
      key: 'type',
      header: text.columns.type,
      cell: (offer) =>
        `${offer.especialidad} · ${offer.modalidad === 'Online' ? 'Online' : (offer.ciudad ?? offer.modalidad)}`,
    },
    {
      key: 'date',
      header: text.columns.date,
      cell: (offer) => es.offers.dateTime(formatClassDate(offer.fechaClase), offer.hora),
      className: 'whitespace-nowrap',
    },
    { key: 'applicants', header: text.columns.applicants, cell: (offer) => offer.postulados },
    {
      key: 'state',
      header: text.columns.state,
      cell: (offer) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={offerStatusTone(offer.estado)}>{offerStatusLabel(offer.estado)}</Badge>
          {offer.motivoCancelacion ? (
            <span className="text-xs break-words text-gray-500">{text.cancelReason(offer.motivoCancelacion)}</span>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={text.title} subtitle={text.subtitle} />
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <ListFilters
          search={search}
          onSearch={setSearch}
          searchPlaceholder={text.searchPlaceholder}
          state={estado}
          onState={setEstado}
          allLabel={es.adminArea.common.allStates}
          states={offerStatuses.map((value) => ({ value, label: offerStatusLabel(value) }))}
        />
        <QueryStates
          query={offers}
          empty={rows.length === 0}
          emptyText={q || estado ? es.adminArea.common.noResults : text.empty}
        >
          <DataTable
            caption={text.caption}
            columns={columns}
            rows={rows}
            rowKey={(offer) => offer.id}
            stale={offers.isPlaceholderData}
            actions={(offer) =>
              offer.cancelable ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="text-red-700"
                  icon={<XCircle className="size-4" aria-hidden="true" />}
                  onClick={() => setCancelling(offer)}
                  aria-label={`${text.cancel}: ${offer.titulo}`}
                >
                  {es.adminArea.common.cancelShort}
                </Button>
              ) : null
            }
          />
        </QueryStates>
        <LoadMore pages={offers} />
      </Card>
      {cancelling ? (
        <TextActionDialog
          title={text.cancelTitle}
          subject={cancelling.titulo}
          body={text.cancelBody}
          label={es.adminArea.common.reason}
          placeholder={es.adminArea.common.reasonPlaceholder}
          required
          maxLength={REASON_MAX}
          confirmLabel={text.cancelConfirm}
          keepLabel={text.keep}
          tone="danger"
          pending={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={(motivo, showError) =>
            cancel.mutate(
              { id: cancelling.id, motivo: motivo ?? '' },
              {
                onSuccess: () => {
                  toast.success(text.cancelledTitle, { description: text.cancelledDescription });
                  setCancelling(null);
                },
                onError: (failure) => {
                  toastError(failure, { title: es.common.errorTitle, description: es.adminArea.common.actionFailed });
                  showError(failure);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
