// "¿Se impartió la clase?" on each side's dashboard (DECISIONS §17): the classes that ended in the
// last 72 hours this side has not answered about. "No se presentó" asks what happened and opens
// a case for the FitCover team.
import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { AttendanceQuestion } from '@fitcover/contract/trust/attendance';
import { ReasonConfirmDialog } from '../../../components/reason-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClassDate, formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useAnswerAttendance, useAttendanceQuestions } from '../api/attendance';

export function AttendancePrompt({ onAnswered }: { onAnswered?: () => void }) {
  const questions = useAttendanceQuestions();
  const answer = useAnswerAttendance();
  const [noShow, setNoShow] = useState<AttendanceQuestion | null>(null);
  const text = es.attendance;
  const open = (questions.data?.items ?? []).filter((item) => item.respuesta === null && item.estado === 'pendiente');
  if (open.length === 0 && !noShow) return null;

  const confirmTookPlace = (item: AttendanceQuestion) =>
    answer.mutate(
      { id: item.aplicacionId, respuesta: 'impartida' },
      {
        onSuccess: () => {
          toast.success(text.thanksTitle, { description: text.thanksTookPlace });
          onAnswered?.();
        },
        onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.failed }),
      },
    );

  return (
    <Card className="p-4 sm:p-5" data-testid="attendance-prompt">
      <section aria-labelledby="se-impartio" className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
            <ClipboardCheck className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="se-impartio" className="font-semibold text-gray-900">
              {text.title}
            </h2>
            <p className="text-sm text-gray-700">{text.body}</p>
          </div>
        </div>
        <ul className="flex flex-col gap-2">
          {open.map((item) => (
            <li
              key={item.aplicacionId}
              className="flex flex-col gap-3 rounded-xl border border-gray-100 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="attendance-question"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-gray-900">
                  {text.classWith(item.titulo, item.con.nombre)}
                </p>
                <p className="text-xs break-words text-gray-600">
                  {formatClassDate(item.fechaClase)} · {item.hora} · {text.deadline(formatDate(item.plazo))}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  onClick={() => confirmTookPlace(item)}
                  aria-label={text.yesAction(item.titulo)}
                >
                  {text.yes}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => setNoShow(item)}
                  aria-label={text.noShowAction(item.titulo)}
                >
                  {text.noShow}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {noShow ? (
        <ReasonConfirmDialog
          formId="no-show-form"
          title={text.noShowTitle}
          subject={noShow.titulo}
          body={text.noShowBody(noShow.con.nombre)}
          keepLabel={text.back}
          confirmLabel={text.noShow}
          reason={{
            label: text.commentLabel,
            required: false,
            placeholder: text.commentPlaceholder,
            missingTitle: text.commentLabel,
            missingMessage: text.commentPlaceholder,
          }}
          pending={answer.isPending}
          onClose={() => setNoShow(null)}
          onConfirm={(comentario, onError) =>
            answer.mutate(
              { id: noShow.aplicacionId, respuesta: 'no_presentado', comentario },
              {
                onSuccess: () => {
                  setNoShow(null);
                  toast.success(text.thanksTitle, { description: text.thanksNoShow });
                  onAnswered?.();
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}
