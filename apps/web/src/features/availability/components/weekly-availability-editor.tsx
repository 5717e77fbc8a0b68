import { useEffect, useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { weekdays, type WeeklyRange } from '@fitcover/contract/availability/availability';
import { minutesOf } from '@fitcover/contract/availability/availability';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useSaveWeekly } from '../api/availability';
import {
  HALF_HOURS,
  coversPreset,
  rangesOfDay,
  sameRanges,
  togglePreset,
  withRange,
  withoutStretch,
} from '../lib/weekly-draft';

const text = es.calendar.availability;

/** One day's custom range: two half-hour pickers and Añadir. */
function AddRange({ dia, onAdd }: { dia: number; onAdd: (range: WeeklyRange) => void }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [desde, setDesde] = useState('09:00');
  const [hasta, setHasta] = useState('13:00');
  const dayName = text.days[dia - 1] ?? '';
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        icon={<Plus className="size-4" aria-hidden="true" />}
      >
        {text.addRange}
        <span className="sr-only"> ({dayName})</span>
      </Button>
    );
  }
  const valid = minutesOf(desde) < minutesOf(hasta);
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-xl bg-gray-50 p-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700" htmlFor={`${ids}-from`}>
        {text.from}
        <Select id={`${ids}-from`} value={desde} onChange={(event) => setDesde(event.target.value)} className="w-28">
          {HALF_HOURS.slice(0, -1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700" htmlFor={`${ids}-to`}>
        {text.to}
        <Select id={`${ids}-to`} value={hasta} onChange={(event) => setHasta(event.target.value)} className="w-28">
          {HALF_HOURS.slice(1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </Select>
      </label>
      <Button
        size="md"
        onClick={() => {
          if (!valid) {
            toast.error(text.badRange);
            return;
          }
          onAdd({ dia, desde, hasta });
          setOpen(false);
        }}
      >
        {text.add}
      </Button>
      <Button variant="ghost" size="icon" onClick={() => setOpen(false)} aria-label={es.common.cancel}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The weekly grid: a row per day with preset chips (Mañana, Tarde, Noche) and its own ranges. */
export function WeeklyAvailabilityEditor({ saved }: { saved: WeeklyRange[] }) {
  const [draft, setDraft] = useState<WeeklyRange[]>(saved);
  const save = useSaveWeekly();
  useEffect(() => setDraft(saved), [saved]);
  const dirty = !sameRanges(draft, saved);

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-gray-100">
        {weekdays.map((dia) => {
          const dayName = text.days[dia - 1] ?? '';
          const ranges = rangesOfDay(draft, dia);
          return (
            <li key={dia} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
              <p className="w-24 shrink-0 pt-2 text-sm font-semibold text-gray-900">{dayName}</p>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" role="group" aria-label={dayName}>
                  {text.presets.map((preset) => {
                    const on = coversPreset(draft, dia, preset);
                    return (
                      <button
                        key={preset.label}
                        type="button"
                        aria-pressed={on}
                        onClick={() => setDraft((current) => togglePreset(current, dia, preset))}
                        className={cn(
                          'flex min-h-11 flex-col items-center justify-center rounded-xl border px-1 py-1 text-sm font-medium transition-colors sm:min-w-28 sm:px-3',
                          on
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
                        )}
                      >
                        {/* The day for screen readers; the name still begins with what is shown. */}
                        <span>
                          {preset.label}
                          <span className="sr-only">{text.presetDay(dayName)}</span>
                        </span>
                        <span
                          className={cn(
                            'text-xs font-normal whitespace-nowrap',
                            on ? 'text-brand-100' : 'text-gray-500',
                          )}
                        >
                          {preset.desde}–{preset.hasta}
                        </span>
                      </button>
                    );
                  })}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {ranges.length === 0 ? <span className="text-sm text-gray-500">{text.noRanges}</span> : null}
                  {ranges.map((range) => (
                    <span
                      key={`${range.desde}-${range.hasta}`}
                      className="inline-flex min-h-10 items-center gap-1 rounded-full bg-brand-50 pl-3 text-sm font-medium text-brand-800"
                    >
                      {range.desde}–{range.hasta}
                      <button
                        type="button"
                        className="flex size-10 items-center justify-center rounded-full hover:bg-brand-100"
                        aria-label={text.removeRange(dayName, range.desde, range.hasta)}
                        onClick={() => setDraft((current) => withoutStretch(current, range))}
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    </span>
                  ))}
                  <AddRange dia={dia} onAdd={(range) => setDraft((current) => withRange(current, range))} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty ? <p className="text-sm text-amber-800">{text.unsaved}</p> : null}
        <Button
          loading={save.isPending}
          disabled={!dirty}
          onClick={() =>
            save.mutate(draft, {
              onSuccess: () => toast.success(text.saved, { description: text.savedDescription }),
              onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.saveFailed }),
            })
          }
        >
          {text.save}
        </Button>
      </div>
    </div>
  );
}
