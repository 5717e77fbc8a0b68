import { profileLabels, type InstructorProfile } from '@fitcover/contract/profiles/profile';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input, Textarea } from '../../../components/ui/input';
import { es } from '../../../i18n/es';
import { useUpdateInstructorProfile } from '../api/profile';
import {
  instructorFormFrom,
  toInstructorPayload,
  validateInstructorForm,
  type InstructorFormState,
} from '../lib/profile-form';
import { profileFieldId, useProfileForm } from '../lib/use-profile-form';
import { EmailPreferences } from './email-preferences';
import { instructorEmailKeys } from './instructor-profile-details';
import { ProfileSection } from './profile-parts';
import { SaveBar } from './save-bar';
import { SpecialtyTagsInput } from './specialty-tags-input';

const FORM_ID = 'perfil-form';

type InstructorProfileEditorProps = { profile: InstructorProfile; onCancel: () => void; onSaved: () => void };

/** Edit mode of the instructor profile; the form starts from the last saved profile. */
export function InstructorProfileEditor({ profile, onCancel, onSaved }: InstructorProfileEditorProps) {
  const { form, errors, set, text, submitWith } = useProfileForm<InstructorFormState>(() =>
    instructorFormFrom(profile),
  );
  const save = useUpdateInstructorProfile();

  const onSubmit = submitWith({ save, validate: validateInstructorForm, toPayload: toInstructorPayload, onSaved });

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ProfileSection title={es.profile.contactSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={profileFieldId('nombre')} label={profileLabels.nombre} required error={errors.nombre}>
            {(control) => <Input {...control} autoComplete="name" maxLength={120} {...text('nombre')} />}
          </Field>
          <Field id={profileFieldId('email')} label={es.profile.email} hint={es.profile.emailHint}>
            {(control) => <EmailInput {...control} value={profile.email} readOnly disabled />}
          </Field>
          <Field id={profileFieldId('telefono')} label={profileLabels.telefono} required error={errors.telefono}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...text('telefono')} />}
          </Field>
          <Field
            id={profileFieldId('direccion')}
            label={profileLabels.direccion}
            required
            error={errors.direccion}
            hint={es.profile.addressPublicHint}
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
        </div>
      </ProfileSection>

      <ProfileSection title={es.profile.aboutSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={profileFieldId('biografia')}
            label={profileLabels.biografia}
            error={errors.biografia}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={5} maxLength={2000} {...text('biografia')} />}
          </Field>
          <div className="sm:col-span-2">
            <SpecialtyTagsInput
              id={profileFieldId('especialidades')}
              value={form.especialidades}
              onChange={(value) => set('especialidades', value)}
            />
          </div>
          <Field
            id={profileFieldId('experiencia')}
            label={profileLabels.experiencia}
            required
            error={errors.experiencia}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={80}
                step={1}
                {...text('experiencia')}
              />
            )}
          </Field>
          <Field
            id={profileFieldId('disponibilidad')}
            label={profileLabels.disponibilidad}
            error={errors.disponibilidad}
          >
            {(control) => (
              <Input {...control} placeholder={es.profile.availabilityPlaceholder} {...text('disponibilidad')} />
            )}
          </Field>
          <Field
            id={profileFieldId('enlaces')}
            label={profileLabels.enlaces}
            error={errors.enlaces}
            hint={es.profile.linksHint}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                inputMode="url"
                placeholder={es.profile.linksPlaceholder}
                {...text('enlaces')}
              />
            )}
          </Field>
        </div>
      </ProfileSection>

      <ProfileSection title={es.profile.notificationsSection} hint={es.profile.notificationsHint}>
        <EmailPreferences keys={instructorEmailKeys} value={form} onChange={(key, checked) => set(key, checked)} />
      </ProfileSection>

      <SaveBar formId={FORM_ID} saving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
