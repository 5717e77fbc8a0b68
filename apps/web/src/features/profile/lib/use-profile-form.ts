import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import type { RequiredFailure } from './profile-form';

export const profileFieldId = (field: string) => `perfil-${field}`;

type TextKeys<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S];

/** The save mutation of either profile (TanStack's mutate, reduced to what the form needs). */
type SaveMutation<P> = {
  isPending: boolean;
  mutate: (payload: P, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

type SaveFlow<S, P> = {
  save: SaveMutation<P>;
  validate: (form: S) => RequiredFailure<Extract<keyof S, string>> | null;
  toPayload: (form: S) => P;
  onSaved: () => void;
};

/** Form state, per-field errors and the save-failure handling shared by both profile editors. */
export function useProfileForm<S extends object>(initial: () => S) {
  const [form, setForm] = useState<S>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof S, string>>>({});

  const set = <K extends keyof S>(field: K, value: S[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showFieldError = (field: string, message: string) => {
    if (!(field in form)) return;
    setErrors({ [field]: message } as Partial<Record<keyof S, string>>);
    focusField(profileFieldId(field));
  };

  /** Client check failed: toast, message under the field, focus it. */
  const reportMissing = (failure: RequiredFailure<Extract<keyof S, string>>) => {
    toast.error(failure.title, { description: failure.message });
    showFieldError(failure.field, failure.message);
  };

  /** GEOCODE_NOT_FOUND stays in edit mode with nothing saved; other errors name their field when they can. */
  const reportSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'GEOCODE_NOT_FOUND') {
      toastError(error, { title: es.profile.geoErrorTitle, description: es.profile.geoErrorDescription });
      showFieldError('direccion', error.message || es.profile.geoErrorDescription);
      return;
    }
    toastError(error, { title: es.profile.saveFailedTitle, description: es.profile.saveFailedDescription });
    if (error instanceof ApiError && error.field) showFieldError(error.field.split('.')[0] ?? '', error.message);
  };

  /** value + onChange for a text input bound to one string field. */
  const text = <K extends TextKeys<S>>(field: K) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as S[K]),
  });

  /** Submit handler: client check, then save with the spec's success toast or the error handling above. */
  const submitWith =
    <P>({ save, validate, toPayload, onSaved }: SaveFlow<S, P>) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (save.isPending) return;
      const missing = validate(form);
      if (missing) return reportMissing(missing);
      save.mutate(toPayload(form), {
        onSuccess: () => {
          toast.success(es.profile.savedTitle, { description: es.profile.savedDescription });
          onSaved();
        },
        onError: reportSaveError,
      });
    };

  return { form, errors, set, text, submitWith };
}
