// Admin → Asistencia (DECISIONS §17): the cases opened by "No se presentó". Each card shows the
// class, both sides' answers and comments with their reliability, the chat between them, and
// Resolver with an outcome (a confirmed no-show voids the class's fee).
import { useState } from 'react';
import { CheckCircle2, MessagesSquare } from 'lucide-react';
import {
  ATTENDANCE_OUTCOME_LABELS,
  attendanceOutcomeSchema,
  type AttendanceCase,
  type AttendanceOutcome,
} from '@fitcover/contract/trust/attendance';
import { ReliabilityBadge } from '../../../components/reliability-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { formatClassDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { AdminPageHeader } from './admin-page-header';
import { QueryStates } from './query-states';
import { useAttendanceCaseConversation, useAttendanceCases, useResolveAttendanceCase } from '../api/attendance-cases';

const text = es.attendanceCases;
type Filter = 'pendiente' | 'resuelto' | '';

function Side({ label, side }: { label: string; side: AttendanceCase['gimnasio'] }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-100 p-3 text-sm">
      <p className="text-xs font-semibold text-gray-500 uppercase">{label}</p>
      <p className="font-semibold break-words text-gray-900">{side.party?.nombre ?? es.adminArea.common.deletedUser}</p>
      <ReliabilityBadge figure={side.fiabilidad} className="self-start" />
      <p className="text-gray-700">
        {side.respuesta ? text.answered[side.respuesta] : text.answered.none}
        {side.respondidaAt ? ` · ${formatDateTime(side.respondidaAt)}` : ''}
      </p>
      {side.comentario ? (
        <blockquote className="border-l-4 border-gray-200 pl-3 break-words whitespace-pre-wrap text-gray-700">
          {side.comentario}
        </blockquote>
      ) : null}
    </div>
  );
}

function ChatDialog({ item, onClose }: { item: AttendanceCase; onClose: () => void }) {
  const conversation = useAttendanceCaseConversation(item.id);
  const messages = conversation.data?.items ?? [];
  const nameOf = (id: string) =>
    id === item.gimnasio.party?.id ? item.gimnasio.party.nombre : (item.instructor.party?.nombre ?? '');
  return (
    <Dialog open onClose={onClose} title={text.chatTitle} description={item.titulo}>
      <QueryStates query={conversation} empty={messages.length === 0} emptyText={text.chatEmpty}>
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl bg-gray-50 p-3 text-sm">
              <p className="text-xs font-semibold text-gray-600">
                {nameOf(message.emisorId)} · {formatDateTime(message.fechaEnvio)}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-gray-900">{message.mensaje}</p>
            </li>
          ))}
        </ol>
      </QueryStates>
    </Dialog>
  );
}

function ResolveDialog({ item, onClose }: { item: AttendanceCase; onClose: () => void }) {
  const resolve = useResolveAttendanceCase();
  const [resultado, setResultado] = useState<AttendanceOutcome>('impartida');
  const [nota, setNota] = useState('');
  const submit = () =>
    resolve.mutate(
      { id: item.id, resultado, nota: nota.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(text.resolvedTitle, { description: text.resolvedBody });
          onClose();
        },
        onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.failed }),
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.resolve}
      description={text.class(item.titulo, formatClassDate(item.fechaClase), item.hora)}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {text.close}
          </Button>
          <Button onClick={submit} loading={resolve.isPending}>
            {text.resolve}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={text.outcomeLabel} required>
          {(control) => (
            <Select
              {...control}
              value={resultado}
              onChange={(event) => setResultado(attendanceOutcomeSchema.parse(event.target.value))}
            >
              {attendanceOutcomeSchema.options.map((option) => (
                <option key={option} value={option}>
                  {ATTENDANCE_OUTCOME_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={text.noteLabel}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              placeholder={text.notePlaceholder}
              value={nota}
              onChange={(event) => setNota(event.target.value)}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}

export function AttendanceCasesView() {
  const [filter, setFilter] = useState<Filter>('pendiente');
  const [page, setPage] = useState(1);
  const cases = useAttendanceCases(filter, page);
  const [chat, setChat] = useState<AttendanceCase | null>(null);
  const [resolving, setResolving] = useState<AttendanceCase | null>(null);
  const items = cases.data?.items ?? [];
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Field label={text.filterLabel}>
            {(control) => (
              <Select
                {...control}
                value={filter}
                onChange={(event) => {
                  setFilter(event.target.value as Filter);
                  setPage(1);
                }}
              >
                <option value="pendiente">{text.filters.pendiente}</option>
                <option value="resuelto">{text.filters.resuelto}</option>
                <option value="">{text.filters.all}</option>
              </Select>
            )}
          </Field>
        }
      />
      <QueryStates query={cases} empty={items.length === 0} emptyText={text.empty} errorText={text.loadFailed}>
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="attendance-case">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words text-gray-900">
                      {text.class(item.titulo, formatClassDate(item.fechaClase), item.hora)}
                    </h2>
                    <p className="text-xs text-gray-600">
                      {text.opened(formatDateTime(item.abiertoAt))}
                      {item.resueltoAt
                        ? ` · ${text.resolvedBy(item.resueltoPor ?? '—', formatDateTime(item.resueltoAt))}`
                        : ''}
                    </p>
                  </div>
                  {item.resultado ? (
                    <Badge tone="success">{ATTENDANCE_OUTCOME_LABELS[item.resultado]}</Badge>
                  ) : (
                    <Badge tone="warning">{text.filters.pendiente}</Badge>
                  )}
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Side label={text.gym} side={item.gimnasio} />
                  <Side label={text.instructor} side={item.instructor} />
                </div>
                {item.nota ? <p className="text-sm break-words text-gray-700">{item.nota}</p> : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setChat(item)}
                    icon={<MessagesSquare className="size-4" aria-hidden="true" />}
                  >
                    {text.viewChat}
                  </Button>
                  {item.resultado ? null : (
                    <Button
                      size="sm"
                      onClick={() => setResolving(item)}
                      icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
                    >
                      {text.resolve}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex justify-center gap-2">
          {page > 1 ? (
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)}>
              {text.previous}
            </Button>
          ) : null}
          {cases.data?.nextPage ? (
            <Button variant="outline" size="sm" onClick={() => setPage(cases.data?.nextPage ?? page)}>
              {text.next}
            </Button>
          ) : null}
        </div>
      </QueryStates>
      {chat ? <ChatDialog item={chat} onClose={() => setChat(null)} /> : null}
      {resolving ? <ResolveDialog item={resolving} onClose={() => setResolving(null)} /> : null}
    </div>
  );
}
