import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { AdminTicket, TicketStatus } from '@fitcover/contract/admin/tickets';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { es } from '../../../i18n/es';
import { useAdminTickets } from '../api/tickets';
import { ticketAge } from '../lib/ticket-age';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useNow } from '../lib/use-now';
import { AdminPageHeader } from './admin-page-header';
import { DataTable, type Column } from './data-table';
import { ListFilters } from './list-filters';
import { QueryStates } from './query-states';
import { TicketStateBadge } from './state-badges';
import { TicketDialog } from './ticket-dialog';

const states: TicketStatus[] = ['abierto', 'respondido', 'cerrado'];

export function TicketsView() {
  const text = es.adminArea.support;
  const now = useNow();
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<TicketStatus | ''>('');
  const q = useDebouncedValue(search.trim());
  const tickets = useAdminTickets({ q: q || undefined, estado: estado || undefined });
  const rows = tickets.data?.pages.flatMap((page) => page.items) ?? [];
  // The ticket shown stays open while the list changes under it (a search still on its way, a
  // refresh): the latest copy in the list when there is one, else the one that was clicked.
  const [opened, setOpened] = useState<AdminTicket | null>(null);
  const open = opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null;

  const columns: Column<AdminTicket>[] = [
    {
      key: 'subject',
      header: es.support.subject,
      cell: (ticket) => (
        <div className="min-w-0">
          <p className="font-semibold break-words text-gray-900">
            #{ticket.numero} · {ticket.asunto}
          </p>
          <p className="text-xs break-all text-gray-500">
            {ticket.nombre ? `${ticket.nombre} · ` : ''}
            {ticket.email}
          </p>
        </div>
      ),
    },
    { key: 'origin', header: text.origen, cell: (ticket) => text.origin[ticket.origen] },
    {
      key: 'age',
      header: text.received,
      cell: (ticket) => {
        const age = ticketAge(ticket.fecha, now);
        return (
          <div className="flex flex-col items-start gap-1">
            <span className="whitespace-nowrap">{text.age(age.text)}</span>
            {ticket.estado === 'abierto' && age.overdue ? <Badge tone="danger">{text.overdue}</Badge> : null}
          </div>
        );
      },
    },
    { key: 'state', header: es.adminArea.common.state, cell: (ticket) => <TicketStateBadge estado={ticket.estado} /> },
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
          states={states.map((value) => ({ value, label: text.state[value] }))}
        />
        <QueryStates
          query={tickets}
          empty={rows.length === 0}
          emptyText={q ? es.adminArea.common.noResults : estado === 'abierto' ? text.emptyOpen : text.empty}
        >
          <DataTable
            caption={text.caption}
            columns={columns}
            rows={rows}
            rowKey={(ticket) => ticket.id}
            stale={tickets.isPlaceholderData}
            actions={(ticket) => (
              <Button
                size="sm"
                variant="outline"
                icon={<Eye className="size-4" aria-hidden="true" />}
                onClick={() => setOpened(ticket)}
                aria-label={`${text.view} #${ticket.numero}`}
              >
                {text.view}
              </Button>
            )}
          />
        </QueryStates>
        <LoadMore pages={tickets} />
      </Card>
      {open ? <TicketDialog ticket={open} now={now} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
