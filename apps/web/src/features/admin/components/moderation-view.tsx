import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { WARNING_MAX, type FlagStatus } from '@fitcover/contract/admin/moderation';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { toastError } from '../../../lib/toast-error';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { useModerationFlags, useResolveFlag, useWarnUser } from '../api/moderation';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { AccountActionDialog } from './account-action-dialog';
import { AdminPageHeader } from './admin-page-header';
import { ConversationDialog } from './conversation-dialog';
import { FlagCard, type FlagAction } from './flag-card';
import { ListFilters } from './list-filters';
import { QueryStates } from './query-states';
import { TextActionDialog } from './text-action-dialog';

export function ModerationView() {
  const text = es.adminArea.moderation;
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState<FlagStatus | ''>('pendiente');
  const q = useDebouncedValue(search.trim());
  const flags = useModerationFlags({ q: q || undefined, estado: estado || undefined });
  const items = flags.data?.pages.flatMap((page) => page.items) ?? [];
  const [action, setAction] = useState<FlagAction | null>(null);
  const warn = useWarnUser();
  const resolve = useResolveFlag();
  const close = () => setAction(null);
  const onError = (showError: (failure: unknown) => void) => (failure: unknown) => {
    toastError(failure, { title: es.common.errorTitle, description: es.adminArea.common.actionFailed });
    showError(failure);
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={text.title} subtitle={text.subtitle} />
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <ListFilters
          search={search}
          onSearch={setSearch}
          searchLabel={text.searchLabel}
          searchPlaceholder={text.searchPlaceholder}
          state={estado}
          onState={setEstado}
          allLabel={es.adminArea.common.allStates}
          states={[
            { value: 'pendiente', label: text.state.pendiente },
            { value: 'resuelto', label: text.state.resuelto },
          ]}
        />
        <QueryStates
          query={flags}
          empty={items.length === 0}
          emptyText={q ? es.adminArea.common.noResults : estado === 'pendiente' ? text.emptyPending : text.empty}
        >
          <ul className={cn('flex flex-col gap-3', flags.isPlaceholderData && 'opacity-60')}>
            {items.map((flag) => (
              <li key={flag.id}>
                <FlagCard flag={flag} onAction={setAction} />
              </li>
            ))}
          </ul>
        </QueryStates>
        <LoadMore pages={flags} />
      </Card>

      {action?.kind === 'conversation' ? <ConversationDialog flag={action.flag} onClose={close} /> : null}
      {action?.kind === 'suspend' ? (
        <AccountActionDialog
          action={{
            kind: 'suspend',
            id: action.party.id,
            nombre: action.party.nombre,
            motivo: text.suspendReason(action.flag.motivo),
          }}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'warn' ? (
        <TextActionDialog
          title={text.warnTitle}
          subject={action.party.nombre}
          body={text.warnBody}
          label={text.warnLabel}
          placeholder={text.warnPlaceholder}
          required
          missingMessage={text.warnMissing}
          maxLength={WARNING_MAX}
          confirmLabel={text.warnConfirm}
          tone="primary"
          pending={warn.isPending}
          onClose={close}
          onConfirm={(mensaje, showError) =>
            warn.mutate(
              { flagId: action.flag.id, usuarioId: action.party.id, mensaje: mensaje ?? '' },
              {
                onSuccess: () => {
                  toast.success(text.warnedTitle, { description: text.warnedDescription(action.party.nombre) });
                  close();
                },
                onError: onError(showError),
              },
            )
          }
        />
      ) : null}
      {action?.kind === 'resolve' ? (
        <TextActionDialog
          title={text.resolveTitle}
          subject={action.flag.motivo}
          body={text.resolveBody}
          label={text.resolveLabel}
          placeholder={es.adminArea.common.reasonPlaceholder}
          required={false}
          maxLength={500}
          confirmLabel={text.resolveConfirm}
          tone="primary"
          pending={resolve.isPending}
          onClose={close}
          onConfirm={(nota, showError) =>
            resolve.mutate(
              { flagId: action.flag.id, nota },
              {
                onSuccess: () => {
                  toast.success(text.resolvedTitle);
                  close();
                },
                onError: onError(showError),
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
