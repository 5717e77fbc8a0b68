import { profileLabels, type GymProfile } from '@fitcover/contract/profiles/profile';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { es } from '../../../i18n/es';
import { useUpdateGymProfile } from '../api/profile';
import { gymFormFrom, toGymPayload, validateGymForm, type GymFormState } from '../lib/profile-form';
import { profileFieldId, useProfileForm } from '../lib/use-profile-form';
import { EmailPreferences } from './email-preferences';
import { gymEmailKeys } from './gym-profile-details';
import { ProfileSection } from './profile-parts';
import { SaveBar } from './save-bar';

const FORM_ID = 'perfil-form';

type GymProfileEditorProps = { profile: GymProfile; onCancel: () => void; onSaved: () => void };

/** Edit mode of the gym profile; the form starts from the last saved profile. */
export function GymProfileEditor({ profile, onCancel, onSaved }: GymProfileEditorProps) {
  const { form, errors, set, text, submitWith } = useProfileForm<GymFormState>(() => gymFormFrom(profile));
  const save = useUpdateGymProfile();

  const onSubmit = submitWith({ save, validate: validateGymForm, toPayload: toGymPayload, onSaved });

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ProfileSection title={es.profile.contactSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={profileFieldId('nombre')} label={profileLabels.gymName} required error={errors.nombre}>
            {(control) => <Input {...control} autoComplete="organization" maxLength={120} {...text('nombre')} />}
          </Field>
          <Field id={profileFieldId('email')} label={es.profile.email} hint={es.profile.emailHint}>
            {(control) => <EmailInput {...control} value={profile.email} readOnly disabled />}
          </Field>
          <Field id={profileFieldId('telefono')} label={profileLabels.telefono} required error={errors.telefono}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...text('telefono')} />}
          </Field>
          <Field
            id={profileFieldId('personaContacto')}
            label={profileLabels.personaContacto}
            required
            error={errors.personaContacto}
          >
            {(control) => <Input {...control} autoComplete="name" maxLength={120} {...text('personaContacto')} />}
          </Field>
          <Field
            id={profileFieldId('direccion')}
            label={profileLabels.direccion}
            required
            error={errors.direccion}
            hint={es.profile.addressHint}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="street-address"
                maxLength={200}
                placeholder={es.signUp.addressPlaceholder}
                {...text('direccion')}
              />
            )}
          </Field>
          <div className="flex flex-col sm:col-span-2">
            <Switch
              checked={form.activo}
              onCheckedChange={(value) => set('activo', value)}
              label={es.profile.activeSwitch}
            />
            <p className="text-xs text-gray-500">
              {form.activo ? es.profile.active : es.profile.inactive} · {es.profile.inactiveHint}
            </p>
          </div>
          <div className="sm:col-span-2">
            <Checkbox
              id={profileFieldId('destacado')}
              checked={form.destacado}
              onChange={(event) => set('destacado', event.target.checked)}
              label={
                <>
                  <span className="font-medium text-gray-900">{es.profile.highlight}</span>
                  <span className="block text-xs text-gray-500">{es.profile.highlightHint}</span>
                </>
              }
            />
          </div>
        </div>
      </ProfileSection>

      <ProfileSection title={es.profile.billingSection} hint={es.profile.billingHint}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={profileFieldId('razonSocial')} label={profileLabels.razonSocial} error={errors.razonSocial}>
            {(control) => <Input {...control} autoComplete="organization" maxLength={200} {...text('razonSocial')} />}
          </Field>
          <Field id={profileFieldId('nif')} label={profileLabels.nif} error={errors.nif}>
            {(control) => <Input {...control} autoCapitalize="characters" maxLength={15} {...text('nif')} />}
          </Field>
          <Field
            id={profileFieldId('direccionFiscal')}
            label={profileLabels.direccionFiscal}
            error={errors.direccionFiscal}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} maxLength={300} {...text('direccionFiscal')} />}
          </Field>
        </div>
      </ProfileSection>

      <ProfileSection title={es.profile.notificationsSection} hint={es.profile.notificationsHint}>
        <EmailPreferences keys={gymEmailKeys} value={form} onChange={(key, checked) => set(key, checked)} />
      </ProfileSection>

      <SaveBar formId={FORM_ID} saving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
