import { Building2, Dumbbell, MapPin } from 'lucide-react';
import { signUpLabels } from '@fitcover/contract/auth/sign-up-labels';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../components/ui/hydration';
import { cn } from '../../../lib/cn';
import { esSignUpPage as es } from '../../../i18n/es-sign-up';
import type { AccountType } from '../lib/role-home';
import type { SignUpField, SignUpFormState } from '../lib/sign-up-form-state';
import { SpecialtyChips } from './specialty-chips';

export const fieldId = (field: SignUpField) => `registro-${field}`;

export type SignUpFieldsProps = {
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  form: SignUpFormState;
  errors: Partial<Record<SignUpField, string>>;
  update: <K extends SignUpField>(field: K, value: SignUpFormState[K]) => void;
  /** Geocoding lives in another feature: the page passes it in. */
  onAddressBlur: (address: string) => void;
  locating: boolean;
  locatedCity: string | undefined;
  /** E-mail and password: asked at sign-up, not when completing a Google account's profile. */
  withCredentials: boolean;
};

/** The sign-up form's fields (role, the role's fields, contact, terms), shared with "Completa tu perfil". */
export function SignUpFields(props: SignUpFieldsProps) {
  const { type, onTypeChange, form, errors, update, onAddressBlur, locating, locatedCity, withCredentials } = props;
  const isGym = type === 'gym';
  // On the prerendered sign-up page the role buttons wait for React: a tap before it would be lost.
  const hydrated = useHydrated();
  const text = (field: SignUpField) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const roleButton = (value: AccountType, label: string, Icon: typeof Dumbbell) => (
    <button
      type="button"
      aria-pressed={type === value}
      disabled={!hydrated}
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
    <>
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

        {withCredentials ? (
          <>
            <Field id={fieldId('email')} label={signUpLabels.email} required error={errors.email}>
              {(control) => <EmailInput {...control} placeholder={es.signUp.emailPlaceholder} {...text('email')} />}
            </Field>
          </>
        ) : null}
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
        {withCredentials ? (
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
        ) : null}
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
    </>
  );
}
