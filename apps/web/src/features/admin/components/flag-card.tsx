import { Ban, CheckCircle2, MessageSquareWarning, MessagesSquare } from 'lucide-react';
import type { Party } from '@fitcover/contract/admin/common';
import type { ModerationFlag } from '@fitcover/contract/admin/moderation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { FlagStateBadge } from './state-badges';

export type FlagAction =
  | { kind: 'conversation'; flag: ModerationFlag }
  | { kind: 'warn' | 'suspend'; flag: ModerationFlag; party: Party }
  | { kind: 'resolve'; flag: ModerationFlag };

/** One alert of the moderation queue: who, to whom, why, the blocked text and what to do. */
export function FlagCard({ flag, onAction }: { flag: ModerationFlag; onAction: (action: FlagAction) => void }) {
  const text = es.adminArea.moderation;
  const common = es.adminArea.common;

  const partyRow = (label: string, party: Party | null) => (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm">
        <span className="text-gray-500">{label}: </span>
        {party ? (
          <>
            <span className="font-semibold break-words text-gray-900">{party.nombre}</span>
            <span className="text-gray-500"> · {common.roles[party.rol]}</span>
            {party.suspendido ? (
              <Badge tone="danger" className="ml-2">
                {text.suspended}
              </Badge>
            ) : null}
          </>
        ) : (
          <span className="text-gray-500">{common.deletedUser}</span>
        )}
      </p>
      {party ? (
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="outline"
            icon={<MessageSquareWarning className="size-4" aria-hidden="true" />}
            aria-label={text.warn(party.nombre)}
            onClick={() => onAction({ kind: 'warn', flag, party })}
          >
            {text.warnShort}
          </Button>
          {!party.suspendido && party.rol !== 'admin' ? (
            <Button
              size="sm"
              variant="outline"
              className="text-red-700"
              icon={<Ban className="size-4" aria-hidden="true" />}
              aria-label={text.suspend(party.nombre)}
              onClick={() => onAction({ kind: 'suspend', flag, party })}
            >
              {es.adminArea.accounts.suspend}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={flag.kind === 'report' ? 'info' : 'danger'}>{text.kinds[flag.kind]}</Badge>
        <FlagStateBadge estado={flag.estado} />
        <time dateTime={flag.fecha} className="ml-auto text-xs text-gray-500">
          {formatDateTime(flag.fecha)}
        </time>
      </header>
      {partyRow(flag.kind === 'report' ? text.reported : text.from, flag.emisor)}
      {partyRow(flag.kind === 'report' ? text.reportedBy : text.to, flag.receptor)}
      <p className="text-sm break-words text-gray-800">
        <span className="text-gray-500">{text.reason}: </span>
        {flag.motivo}
      </p>
      {flag.texto ? (
        <figure className="rounded-lg bg-red-50 p-3 text-sm">
          <figcaption className="text-xs font-semibold text-red-800">{text.blockedMessage}</figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-wrap text-gray-900">{flag.texto}</blockquote>
        </figure>
      ) : null}
      <footer className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        <Button
          size="sm"
          variant="outline"
          icon={<MessagesSquare className="size-4" aria-hidden="true" />}
          onClick={() => onAction({ kind: 'conversation', flag })}
          disabled={!flag.emisor || !flag.receptor}
        >
          {text.openConversation}
        </Button>
        {flag.estado === 'pendiente' ? (
          <Button
            size="sm"
            icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
            onClick={() => onAction({ kind: 'resolve', flag })}
          >
            {text.resolve}
          </Button>
        ) : flag.resueltoPor && flag.resueltoAt ? (
          <p className="text-xs text-gray-500">{text.resolvedBy(flag.resueltoPor, formatDateTime(flag.resueltoAt))}</p>
        ) : null}
      </footer>
    </article>
  );
}
