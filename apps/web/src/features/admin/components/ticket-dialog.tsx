import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { AdminTicket } from '@fitcover/contract/admin/tickets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { formatDateTime } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useAnswerTicket, useCloseTicket } from '../api/tickets';
import { ticketAge } from '../lib/ticket-age';
import { TicketStateBadge } from './state-badges';

/** Read a ticket, answer it (e-mailed to the sender, kept in the ticket) or close it. */
export function TicketDialog({ ticket, now, onClose }: { ticket: AdminTicket; now: Date; onClose: () => void }) {
  const text = es.adminArea.support;
  const id = useId();
  const formId = `${id}-respuesta-form`;
  const answerId = `${id}-respuesta`;
  const [respuesta, setRespuesta] = useState('');
  const [error, setError] = useState<string>();
  const answer = useAnswerTicket();
  const closeTicket = useCloseTicket();
  const closed = ticket.estado === 'cerrado';
  const age = ticketAge(ticket.fecha, now);
  const onFailure = (failure: unknown) =>
    toastError(failure, { title: es.common.errorTitle, description: es.adminArea.common.actionFailed });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    if (!respuesta.trim()) {
      setError(text.answerMissing);
      toast.error(es.adminArea.common.requiredTitle, { description: text.answerMissing });
      focusField(answerId);
      return;
    }
    answer.mutate(
      { id: ticket.id, respuesta: respuesta.trim() },
      {
        onSuccess: () => {
          toast.success(text.sentTitle, { description: text.sentDescription(ticket.email) });
          onClose();
        },
        onError: (failure) => {
          onFailure(failure);
          if (failure instanceof ApiError && failure.code === 'VALIDATION') setError(failure.message);
        },
      },
    );
  };

  const onCloseTicket = () =>
    closeTicket.mutate(ticket.id, {
      onSuccess: () => {
        toast.success(text.closedTitle);
        onClose();
      },
      onError: onFailure,
    });

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.ticketTitle(ticket.numero)}
      description={<span className="break-words">{ticket.asunto}</span>}
      footer={
        closed ? undefined : (
          <>
            <Button variant="outline" onClick={onCloseTicket} loading={closeTicket.isPending}>
              {text.close}
            </Button>
            <Button type="submit" form={formId} loading={answer.isPending}>
              {text.send}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-500">{text.from}</dt>
          <dd className="min-w-0 break-words text-gray-900">
            {ticket.nombre ? `${ticket.nombre} · ` : ''}
            <a href={`mailto:${ticket.email}`} className="text-brand-700 hover:underline">
              {ticket.email}
            </a>
          </dd>
          <dt className="text-gray-500">{text.origen}</dt>
          <dd className="text-gray-900">{text.origin[ticket.origen]}</dd>
          <dt className="text-gray-500">{text.received}</dt>
          <dd className="text-gray-900">
            {formatDateTime(ticket.fecha)} ({text.age(age.text)})
          </dd>
          <dt className="text-gray-500">{es.adminArea.common.state}</dt>
          <dd>
            <TicketStateBadge estado={ticket.estado} />
          </dd>
        </dl>
        <section>
          <h3 className="text-sm font-semibold text-gray-900">{text.message}</h3>
          <p className="mt-1 rounded-xl bg-gray-50 p-3 text-sm break-words whitespace-pre-wrap text-gray-800">
            {ticket.mensaje}
          </p>
        </section>
        {ticket.respuesta ? (
          <section>
            <h3 className="text-sm font-semibold text-gray-900">{text.previousAnswer}</h3>
            <p className="mt-1 rounded-xl bg-brand-50 p-3 text-sm break-words whitespace-pre-wrap text-gray-800">
              {ticket.respuesta}
            </p>
            {ticket.respondidoAt ? (
              <p className="mt-1 text-xs text-gray-500">
                {text.answeredBy(
                  ticket.respondidoPor ?? es.adminArea.audit.deletedAdmin,
                  formatDateTime(ticket.respondidoAt),
                )}
              </p>
            ) : null}
          </section>
        ) : null}
        {closed ? (
          <p className="text-sm text-gray-600">{text.closedNote}</p>
        ) : (
          <form id={formId} noValidate onSubmit={onSubmit}>
            <Field id={answerId} label={ticket.respuesta ? text.answerAgain : text.answer} required error={error}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={6}
                  maxLength={5000}
                  placeholder={text.answerPlaceholder}
                  value={respuesta}
                  onChange={(event) => {
                    setRespuesta(event.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
          </form>
        )}
      </div>
    </Dialog>
  );
}
