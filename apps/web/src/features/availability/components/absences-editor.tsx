import { useState, type FormEvent } from 'react';
import { CalendarOff, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { absenceReasons, type Absence, type AbsenceReason } from '@fitcover/contract/availability/availability';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { formatClassDate, todayInMadrid as today } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useAddAbsence, useDeleteAbsence } from '../api/availability';

const text = es.calendar.absences;

/** Ausencias: date ranges (vacaciones, baja…) with a small form to add one. */
export function AbsencesEditor({ absences }: { absences: Absence[] }) {
  const add = useAddAbsence();
  const remove = useDeleteAbsence();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [motivo, setMotivo] = useState<AbsenceReason>('vacaciones');
  const [nota, setNota] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { desde, hasta: hasta || desde, motivo, nota: nota || undefined },
      {
        onSuccess: () => {
          toast.success(text.added);
          setDesde('');
          setHasta('');
          setNota('');
        },
        onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.failed }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {absences.length === 0 ? (
        <EmptyState icon={<CalendarOff className="size-6 text-gray-400" aria-hidden="true" />}>{text.empty}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {absences.map((absence) => {
            const range = text.range(formatClassDate(absence.desde), formatClassDate(absence.hasta));
            return (
              <li key={absence.id} className="flex items-center gap-3 rounded-xl border border-gray-200 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-gray-900">{range}</p>
                  <p className="text-sm text-gray-600">
                    <Badge tone={absence.motivo === 'baja' ? 'warning' : 'info'}>{text.reasons[absence.motivo]}</Badge>
                    {absence.nota ? <span className="ml-2 break-words">{absence.nota}</span> : null}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={text.removeLabel(formatClassDate(absence.desde), formatClassDate(absence.hasta))}
                  loading={remove.isPending && remove.variables === absence.id}
                  onClick={() =>
                    remove.mutate(absence.id, {
                      onSuccess: () => toast.success(text.removed),
                      onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.failed }),
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={text.from} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              required
              min={today()}
              value={desde}
              onChange={(e) => setDesde(e.target.value)}
            />
          )}
        </Field>
        <Field label={text.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={desde || today()}
              value={hasta}
              onChange={(e) => setHasta(e.target.value)}
            />
          )}
        </Field>
        <Field label={text.reason}>
          {(control) => (
            <Select {...control} value={motivo} onChange={(e) => setMotivo(e.target.value as AbsenceReason)}>
              {absenceReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {text.reasons[reason]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={text.note}>
          {(control) => <Input {...control} maxLength={200} value={nota} onChange={(e) => setNota(e.target.value)} />}
        </Field>
        <div className="sm:col-span-2 lg:col-span-4 flex justify-end">
          <Button type="submit" variant="outline" loading={add.isPending}>
            {text.add}
          </Button>
        </div>
      </form>
    </div>
  );
}
