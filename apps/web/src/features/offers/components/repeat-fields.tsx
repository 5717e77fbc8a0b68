import { useState } from 'react';
import { weekdayNames } from '@fitcover/contract/offers/block-summary';
import { blockLabels } from '@fitcover/contract/offers/blocks';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatClassDate } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { repeatPreview, type RepeatMode, type RepeatState } from '../lib/repeat-form';

type RepeatFieldsProps = {
  value: RepeatState;
  onChange: (next: RepeatState) => void;
  fechaClase: string;
  hora: string;
  today: string;
  error?: string | undefined;
};

const modes: RepeatMode[] = ['no', 'semanal', 'fechas'];

/** "Repetir": weekly on chosen days until a date, or a list of dates (issue 21). */
export function RepeatFields({ value, onChange, fechaClase, hora, today, error }: RepeatFieldsProps) {
  const [nextDate, setNextDate] = useState('');
  const set = (patch: Partial<RepeatState>) => onChange({ ...value, ...patch });
  const toggleDay = (day: number) =>
    set({ dias: value.dias.includes(day) ? value.dias.filter((d) => d !== day) : [...value.dias, day] });
  const addDate = () => {
    if (!nextDate || value.fechas.includes(nextDate)) return;
    set({ fechas: [...value.fechas, nextDate].sort() });
    setNextDate('');
  };
  const preview = repeatPreview(value, fechaClase, hora);

  return (
    <fieldset
      id="oferta-repetir"
      className="col-span-2 flex flex-col gap-3 rounded-xl border border-brand-100 bg-white px-4 py-3"
    >
      <legend className="px-1 text-sm font-semibold text-gray-800">{blockLabels.repetir}</legend>
      <div role="radiogroup" aria-label={blockLabels.repetir} className="grid grid-cols-3 gap-2">
        {modes.map((mode) => (
          <label
            key={mode}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm font-semibold',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value.mode === mode
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400',
            )}
          >
            <input
              type="radio"
              name="repetir"
              value={mode}
              checked={value.mode === mode}
              onChange={() => set({ mode })}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {es.blocks.modes[mode]}
          </label>
        ))}
      </div>

      {value.mode === 'semanal' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-gray-800">{es.blocks.days}</legend>
            <div className="grid max-w-sm grid-cols-7 gap-1.5">
              {weekdayNames.map((name, index) => {
                const day = index + 1;
                const on = value.dias.includes(day);
                return (
                  <label
                    key={name}
                    title={name}
                    className={cn(
                      'relative flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
                      on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-700',
                    )}
                  >
                    <input
                      type="checkbox"
                      aria-label={name}
                      checked={on}
                      onChange={() => toggleDay(day)}
                      className="absolute inset-0 size-full cursor-pointer opacity-0"
                    />
                    {es.blocks.dayShort[index]}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Field id="oferta-repetir-hasta" label={blockLabels.hasta} required>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={fechaClase || today}
                value={value.hasta}
                onChange={(event) => set({ hasta: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}

      {value.mode === 'fechas' && (
        <div className="flex flex-col gap-2">
          <div className="flex items-end gap-2">
            <Field id="oferta-repetir-fecha" label={es.blocks.newDate} className="flex-1">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={today}
                  value={nextDate}
                  onChange={(event) => setNextDate(event.target.value)}
                />
              )}
            </Field>
            <Button variant="outline" onClick={addDate} disabled={!nextDate}>
              {es.blocks.addDate}
            </Button>
          </div>
          {value.fechas.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={es.blocks.dates}>
              {value.fechas.map((fecha) => (
                <li
                  key={fecha}
                  className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
                >
                  {formatClassDate(fecha)}
                  <button
                    type="button"
                    aria-label={es.blocks.removeDate(formatClassDate(fecha))}
                    onClick={() => set({ fechas: value.fechas.filter((item) => item !== fecha) })}
                    className="flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {value.mode !== 'no' && (
        <>
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input
              id="oferta-fechasSueltas"
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={value.fechasSueltas}
              onChange={(event) => set({ fechasSueltas: event.target.checked })}
            />
            <span>
              <span className="font-medium">{blockLabels.fechasSueltas}</span>
              <span className="block text-xs text-gray-600">{es.blocks.looseDatesHint}</span>
            </span>
          </label>
          {preview && (
            <p data-testid="resumen-bloque" aria-live="polite" className="text-sm font-semibold text-brand-800">
              {preview}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <p className="text-xs text-gray-600">{es.blocks.hint}</p>
        </>
      )}
    </fieldset>
  );
}
