import { autoAcceptLabels, autoAcceptModes, type AutoAcceptMode } from '@fitcover/contract/offers/offer-fields';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { es } from '../../../i18n/es';
import type { OfferField, OfferFormState } from '../lib/offer-form';

type UrgentFieldsProps = {
  form: Pick<OfferFormState, 'urgente' | 'autoAceptar'>;
  errors: Partial<Record<OfferField, string>>;
  onUrgent: (value: boolean) => void;
  onAutoAccept: (value: AutoAcceptMode) => void;
  /** The "Primero a Mis instructores durante" input's value and change handler. */
  ventana: { value: string; onChange: (event: { target: { value: string } }) => void };
};

/** Cover in minutes on the offer form (DECISIONS §15): Urgente, the exclusive window, auto-accept. */
export function UrgentFields({ form, errors, onUrgent, onAutoAccept, ventana }: UrgentFieldsProps) {
  return (
    <fieldset className="col-span-2 flex flex-col gap-3 rounded-xl border border-red-100 bg-red-50/40 px-4 py-3">
      <legend className="px-1 text-sm font-semibold text-gray-800">{es.urgent.form.legend}</legend>
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input
          id="oferta-urgente"
          type="checkbox"
          className="mt-0.5 size-4 accent-red-600"
          checked={form.urgente}
          onChange={(event) => onUrgent(event.target.checked)}
        />
        <span>
          <span className="font-medium">{es.urgent.form.urgent}</span>
          <span className="block text-xs text-gray-600">{es.urgent.form.urgentHint}</span>
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={'oferta-ventanaMin'}
          label={es.urgent.form.window}
          error={errors.ventanaMin}
          hint={es.urgent.form.windowHint}
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={60} step={5} {...ventana} />}
        </Field>
        <Field id={'oferta-autoAceptar'} label={es.urgent.form.autoAccept} error={errors.autoAceptar}>
          {(control) => (
            <Select
              {...control}
              value={form.autoAceptar}
              onChange={(event) => onAutoAccept(event.target.value as AutoAcceptMode)}
            >
              {autoAcceptModes.map((mode) => (
                <option key={mode} value={mode}>
                  {autoAcceptLabels[mode]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
