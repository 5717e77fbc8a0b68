import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { especialidades } from '@fitcover/contract/common/fields';
import type { GymOffer } from '@fitcover/contract/offers/gym-offers';
import { offerLabels, PLATFORM_FEE_EUR, type Modalidad } from '@fitcover/contract/offers/offer-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { focusField } from '../../../lib/focus-field';
import { formatEuros } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useCreateOffer, useUpdateOffer } from '../api/gym-offers';
import { useCreateOfferBlock } from '../api/offer-blocks';
import { emptyRepeat, firstDate, toBlockInput, type RepeatState } from '../lib/repeat-form';
import { RepeatFields } from './repeat-fields';
import { UrgentFields } from './urgent-fields';
import {
  checkOfferInput,
  emptyOfferForm,
  formatTotalToPay,
  offerFieldOf,
  offerFormFromOffer,
  toOfferInput,
  validateOfferForm,
  type OfferField,
  type OfferFormState,
} from '../lib/offer-form';
import { todayInMadrid } from '../../../lib/format';

const FORM_ID = 'oferta-form';
const fieldId = (field: OfferField) => `oferta-${field}`;
const modalidades: Modalidad[] = ['Presencial', 'Online'];

type OfferFormDialogProps = {
  /** The offer being edited; a new one when absent. */
  offer?: GymOffer | undefined;
  onClose: () => void;
  /** Called after a successful save, and after a refused create (the quota may have moved). */
  onChanged: () => void;
};

/** Create or edit an offer (rendered only while open, so every opening starts from fresh state). */
export function OfferFormDialog({ offer, onClose, onChanged }: OfferFormDialogProps) {
  const editing = offer !== undefined;
  const [form, setForm] = useState<OfferFormState>(() => (offer ? offerFormFromOffer(offer) : emptyOfferForm));
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const createBlock = useCreateOfferBlock();
  // "Repetir" (issue 21): only when publishing; a block's classes are edited one by one.
  const [repeat, setRepeat] = useState<RepeatState>(emptyRepeat);
  const [repeatError, setRepeatError] = useState<string | undefined>();
  const repeating = !editing && repeat.mode !== 'no';
  const pending = create.isPending || update.isPending || createBlock.isPending;
  const today = todayInMadrid();

  const set = <K extends OfferField>(field: K, value: OfferFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (
    field: Exclude<OfferField, 'especialidad' | 'modalidad' | 'urgente' | 'autoAceptar' | 'soloVerificados'>,
  ) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const showFieldError = (field: OfferField, message: string) => {
    setErrors({ [field]: message });
    // The field may only now be rendered (e.g. after switching back to Presencial).
    window.requestAnimationFrame(() => focusField(fieldId(field)));
  };

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'GEOCODE_NOT_FOUND') {
      toastError(error, { title: es.offers.toasts.geocodeTitle, description: es.offers.toasts.geocodeDescription });
      showFieldError('ubicacion', error.message || es.offers.toasts.geocodeDescription);
      return;
    }
    if (error instanceof ApiError && error.code === 'PLAN_LIMIT') {
      toastError(error, { title: es.offers.toasts.limitTitle, description: es.offers.toasts.limitDescription });
      onChanged();
      onClose();
      return;
    }
    toastError(error, {
      title: es.common.errorTitle,
      description: editing ? es.offers.toasts.updateFailed : es.offers.toasts.createFailed,
    });
    if (error instanceof ApiError && error.field?.startsWith('repetir')) {
      setRepeatError(error.message);
      return;
    }
    const field = error instanceof ApiError ? offerFieldOf(error.field) : undefined;
    if (field && error instanceof ApiError) showFieldError(field, error.message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // A list of dates starts on its earliest date: the form's own date field is hidden then.
    const checked = repeating ? { ...form, fechaClase: firstDate(repeat, form.fechaClase) } : form;
    const failure = validateOfferForm(checked, today) ?? checkOfferInput(toOfferInput(checked));
    if (failure) {
      toast.error(failure.title, { description: failure.message });
      if (failure.field === 'fechaClase' && repeat.mode === 'fechas') setRepeatError(failure.message);
      else showFieldError(failure.field, failure.message);
      return;
    }
    const body = toOfferInput(checked);
    const block = repeating ? toBlockInput(body, repeat) : null;
    if (block) {
      setRepeatError(undefined);
      createBlock.mutate(block, {
        onSuccess: (created) => {
          toast.success(es.blocks.createdTitle, {
            description: es.blocks.createdDescription(created.ofertaIds.length),
          });
          onChanged();
          onClose();
        },
        onError,
      });
      return;
    }
    const onSuccess = () => {
      if (editing) toast.success(es.offers.toasts.updatedTitle, { description: es.offers.toasts.updatedDescription });
      else toast.success(es.offers.toasts.createdTitle, { description: es.offers.toasts.createdDescription });
      onChanged();
      onClose();
    };
    if (offer) update.mutate({ id: offer.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? es.offers.form.editTitle : es.offers.form.createTitle}
      description={editing ? es.offers.form.editDescription : es.offers.form.createDescription}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {es.common.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending}>
            {editing ? es.offers.form.submitEdit : repeating ? es.blocks.submit : es.offers.form.submitCreate}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <Field id={fieldId('titulo')} label={offerLabels.titulo} required error={errors.titulo} className="col-span-2">
          {(control) => (
            <Input {...control} maxLength={120} placeholder={es.offers.form.titlePlaceholder} {...text('titulo')} />
          )}
        </Field>

        <Field
          id={fieldId('especialidad')}
          label={offerLabels.especialidad}
          required
          error={errors.especialidad}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <Select
              {...control}
              value={form.especialidad}
              onChange={(event) => set('especialidad', event.target.value as OfferFormState['especialidad'])}
            >
              <option value="">{es.offers.form.specialtyPlaceholder}</option>
              {especialidades.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <fieldset className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <legend className="mb-1.5 text-sm font-medium text-gray-800">{offerLabels.modalidad}</legend>
          <div className="grid grid-cols-2 gap-2">
            {modalidades.map((value) => (
              <label
                key={value}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  form.modalidad === value
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400',
                )}
              >
                <input
                  type="radio"
                  name="modalidad"
                  value={value}
                  checked={form.modalidad === value}
                  onChange={() => set('modalidad', value)}
                  // Invisible but covering the whole option, so a click anywhere selects it.
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>

        {repeat.mode !== 'fechas' && (
          <Field id={fieldId('fechaClase')} label={offerLabels.fechaClase} required error={errors.fechaClase}>
            {(control) => <Input {...control} type="date" min={today} {...text('fechaClase')} />}
          </Field>
        )}

        <Field id={fieldId('hora')} label={offerLabels.hora} required error={errors.hora}>
          {(control) => <Input {...control} type="time" step={300} {...text('hora')} />}
        </Field>

        <Field id={fieldId('duracionMin')} label={offerLabels.duracionMin} error={errors.duracionMin}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={15}
              max={600}
              step={5}
              {...text('duracionMin')}
            />
          )}
        </Field>

        <Field id={fieldId('precio')} label={offerLabels.precio} required error={errors.precio}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="25,00"
              {...text('precio')}
            />
          )}
        </Field>

        {!editing && (
          <RepeatFields
            value={repeat}
            onChange={(next) => {
              setRepeat(next);
              setRepeatError(undefined);
            }}
            fechaClase={form.fechaClase}
            hora={form.hora}
            today={today}
            error={repeatError}
          />
        )}

        <div className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 col-span-2">
          <div className="flex items-baseline justify-between gap-3">
            <span id="oferta-total-label" className="text-sm font-semibold text-gray-800">
              {es.offers.form.total}
            </span>
            <output
              aria-labelledby="oferta-total-label"
              aria-live="polite"
              data-testid="total-a-pagar"
              className="text-xl font-bold text-brand-800 tabular-nums"
            >
              {formatTotalToPay(form.precio)}
            </output>
          </div>
          <p className="text-xs text-gray-600">{es.offers.form.totalNote(formatEuros(PLATFORM_FEE_EUR))}</p>
        </div>
        {form.modalidad === 'Presencial' ? (
          <Field
            id={fieldId('ubicacion')}
            label={offerLabels.ubicacion}
            required
            error={errors.ubicacion}
            hint={es.offers.form.locationHint}
            className="col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="street-address"
                maxLength={200}
                placeholder={es.offers.form.locationPlaceholder}
                {...text('ubicacion')}
              />
            )}
          </Field>
        ) : (
          <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 col-span-2">{es.offers.form.onlineHint}</p>
        )}

        <label className="col-span-2 flex items-start gap-2 rounded-xl border border-emerald-100 bg-emerald-50/50 px-4 py-3 text-sm text-gray-800">
          <input
            id={fieldId('soloVerificados')}
            type="checkbox"
            className="mt-0.5 size-4 accent-emerald-700"
            checked={form.soloVerificados}
            onChange={(event) => set('soloVerificados', event.target.checked)}
          />
          <span>
            <span className="font-medium">{es.credentials.offer.checkbox}</span>
            <span className="block text-xs text-gray-600">{es.credentials.offer.checkboxHint}</span>
          </span>
        </label>

        {!repeating && (
          <UrgentFields
            form={form}
            errors={errors}
            onUrgent={(value) => set('urgente', value)}
            onAutoAccept={(value) => set('autoAceptar', value)}
            ventana={text('ventanaMin')}
          />
        )}

        <Field
          id={fieldId('descripcion')}
          label={offerLabels.descripcion}
          error={errors.descripcion}
          className="col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={1000}
              placeholder={es.offers.form.descriptionPlaceholder}
              {...text('descripcion')}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
