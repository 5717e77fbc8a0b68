import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2, Dumbbell, MapPin } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { signUpLabels } from '@fitcover/contract/auth/sign-up-labels';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { esAuthPages as es } from '../../../i18n/es-auth';
import { useSignUp } from '../api/sign-up';
import type { AccountType } from '../lib/role-home';
import {
  checkSignUpSchema,
  emptySignUpForm,
  toSignUpPayload,
  validateSignUp,
  type SignUpField,
  type SignUpFormState,
} from '../lib/sign-up-validation';
import { SpecialtyChips } from './specialty-chips';

const REDIRECT_DELAY_MS = 3000;

type SignUpFormProps = {
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  /** Geocoding lives in another feature: the page passes it in. */
  onAddressBlur: (address: string) => void;
  locating: boolean;
  locatedCity: string | undefined;
};

const fieldId = (field: SignUpField) => `registro-${field}`;

export function SignUpForm({ type, onTypeChange, onAddressBlur, locating, locatedCity }: SignUpFormProps) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [form, setForm] = useState<SignUpFormState>(emptySignUpForm);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const isGym = type === 'gym';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = <K extends SignUpField>(field: K, value: SignUpFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: SignUpField) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const fail = (field: SignUpField, title: string, description: string) => {
    toast.error(title, { description });
    setErrors({ [field]: description });
    document.getElementById(fieldId(field))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateSignUp(type, form);
    if (failure) return fail(failure.field, failure.title, failure.description);
    const payload = toSignUpPayload(type, form);
    const invalid = await checkSignUpSchema(type, payload);
    if (invalid) return fail(invalid.field, es.signUp.failedTitle, invalid.message);
    signUp.mutate(payload, {
      onSuccess: () => {
        toast.success(es.signUp.successTitle, { description: es.signUp.successDescription });
        setRedirecting(true);
        timer.current = window.setTimeout(() => navigate(`/login?type=${type}`), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : es.common.somethingWrong;
        toast.error(es.signUp.failedTitle, { description: message });
        if (error instanceof ApiError && error.field)
          setErrors({ [error.field === 'nombre' && isGym ? 'gymName' : error.field]: message });
      },
    });
  };

  const roleButton = (value: AccountType, label: string, Icon: typeof Dumbbell) => (
    <button
      type="button"
      aria-pressed={type === value}
      onClick={() => onTypeChange(value)}
      className={cn(
        'flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border-2 px-3 py-2 text-sm font-semibold transition-colors sm:min-h-14 sm:flex-row sm:gap-2 sm:text-base',
        type === value
          ? 'border-brand-700 bg-brand-50 text-brand-800'
          : 'border-gray-200 bg-white text-gray-600 hover:border-gray-300',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div role="group" aria-label={es.signUp.roleGroup} className="grid grid-cols-2 gap-3">
        {roleButton('instructor', es.signUp.roleInstructor, Dumbbell)}
        {roleButton('gym', es.signUp.roleGym, Building2)}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {isGym ? (
          <Field
            id={fieldId('gymName')}
            label={signUpLabels.gymName}
            required
            error={errors.gymName}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} autoComplete="organization" {...text('gymName')} />}
          </Field>
        ) : (
          <Field
            id={fieldId('nombre')}
            label={signUpLabels.nombre}
            required
            error={errors.nombre}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} autoComplete="name" {...text('nombre')} />}
          </Field>
        )}

        <Field
          id={fieldId('direccion')}
          label={signUpLabels.direccion}
          required
          error={errors.direccion}
          className="sm:col-span-2"
          hint={
            locating ? (
              <span className="inline-flex items-center gap-1.5 text-brand-700" role="status">
                <Spinner className="size-3.5" /> {es.signUp.locating}
              </span>
            ) : locatedCity ? (
              <span className="inline-flex items-center gap-1.5 text-emerald-700" role="status">
                <MapPin className="size-3.5" aria-hidden="true" /> {es.signUp.locatedAs(locatedCity)}
              </span>
            ) : (
              es.signUp.addressHint
            )
          }
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="street-address"
              placeholder={es.signUp.addressPlaceholder}
              {...text('direccion')}
              onBlur={(event) => onAddressBlur(event.target.value)}
            />
          )}
        </Field>

        {isGym ? (
          <>
            <Field
              id={fieldId('personaContacto')}
              label={signUpLabels.personaContacto}
              required
              error={errors.personaContacto}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="name"
                  placeholder={es.signUp.contactPlaceholder}
                  {...text('personaContacto')}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Checkbox
                id={fieldId('destacado')}
                checked={form.destacado}
                onChange={(event) => update('destacado', event.target.checked)}
                label={
                  <>
                    <span className="font-medium text-gray-900">{es.signUp.highlight}</span>
                    <span className="block text-xs text-gray-500">{es.signUp.highlightHint}</span>
                  </>
                }
              />
            </div>
          </>
        ) : (
          <>
            <Field id={fieldId('experiencia')} label={signUpLabels.experiencia} required error={errors.experiencia}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={80}
                  step={1}
                  placeholder={es.signUp.experiencePlaceholder}
                  {...text('experiencia')}
                />
              )}
            </Field>
            <Field id={fieldId('enlace')} label={signUpLabels.enlaces} hint={es.signUp.linksHint} error={errors.enlace}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder={es.signUp.linksPlaceholder}
                  {...text('enlace')}
                />
              )}
            </Field>
            <fieldset className="sm:col-span-2">
              <legend id="registro-especialidades-label" className="mb-1.5 text-sm font-medium text-gray-800">
                {signUpLabels.especialidades}
              </legend>
              <p id="registro-especialidades-hint" className="mb-2 text-xs text-gray-500">
                {es.signUp.specialtiesHint}
              </p>
              <SpecialtyChips
                value={form.especialidades}
                onChange={(value) => update('especialidades', value)}
                labelId="registro-especialidades-label"
                describedBy="registro-especialidades-hint"
              />
            </fieldset>
          </>
        )}

        <Field id={fieldId('email')} label={signUpLabels.email} required error={errors.email}>
          {(control) => <EmailInput {...control} placeholder={es.signUp.emailPlaceholder} {...text('email')} />}
        </Field>
        <Field id={fieldId('telefono')} label={signUpLabels.telefono} required error={errors.telefono}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={es.signUp.phonePlaceholder}
              {...text('telefono')}
            />
          )}
        </Field>
        <Field
          id={fieldId('password')}
          label={signUpLabels.password}
          required
          error={errors.password}
          className="sm:col-span-2"
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              placeholder={es.signUp.passwordPlaceholder}
              {...text('password')}
            />
          )}
        </Field>
      </div>

      <div>
        <Checkbox
          id={fieldId('aceptaTerminos')}
          checked={form.aceptaTerminos}
          onChange={(event) => update('aceptaTerminos', event.target.checked)}
          aria-invalid={errors.aceptaTerminos ? true : undefined}
          aria-describedby={errors.aceptaTerminos ? 'registro-terminos-error' : undefined}
          label={
            <>
              {es.signUp.termsPrefix}
              <a
                href="/terms"
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {es.signUp.termsLink}
                <span className="sr-only"> {es.signUp.newTab}</span>
              </a>
              {es.signUp.termsMiddle}
              <a
                href="/privacy"
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {es.signUp.privacyLink}
                <span className="sr-only"> {es.signUp.newTab}</span>
              </a>
            </>
          }
        />
        {errors.aceptaTerminos ? (
          <p id="registro-terminos-error" className="text-sm font-medium text-red-700">
            {errors.aceptaTerminos}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" loading={signUp.isPending || redirecting}>
        {isGym ? es.signUp.submitGym : es.signUp.submitInstructor}
      </Button>
      <p className="text-center text-sm text-gray-600">
        <Link
          to={`/login?type=${type}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {es.signUp.haveAccount}
        </Link>
      </p>
    </form>
  );
}
