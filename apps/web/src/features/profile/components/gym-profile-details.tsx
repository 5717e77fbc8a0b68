import type { GymProfile } from '@fitcover/contract/profiles/profile';
import { profileLabels } from '@fitcover/contract/profiles/profile';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';
import { EmailPreferences } from './email-preferences';
import { DetailList, ProfileSection } from './profile-parts';

// Gyms never receive "postulación aceptada" e-mails (DECISIONS §7), so that switch is not shown.
export const gymEmailKeys = ['emailNewApplicant', 'emailNewMessage'] as const;

/** View mode of the gym profile. */
export function GymProfileDetails({ profile }: { profile: GymProfile }) {
  return (
    <>
      <ProfileSection title={es.profile.contactSection}>
        <DetailList
          items={[
            { label: profileLabels.gymName, value: profile.nombre },
            { label: es.profile.email, value: profile.email },
            { label: profileLabels.telefono, value: profile.telefono },
            { label: profileLabels.personaContacto, value: profile.personaContacto },
            { label: profileLabels.direccion, value: profile.direccion },
            {
              label: es.profile.activeSwitch,
              value: (
                <Badge tone={profile.activo ? 'success' : 'warning'}>
                  {profile.activo ? es.profile.active : es.profile.inactive}
                </Badge>
              ),
              hint: profile.activo ? undefined : es.profile.inactiveHint,
            },
            {
              label: es.profile.highlight,
              value: profile.destacado ? es.profile.highlighted : es.profile.notHighlighted,
            },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={es.profile.billingSection} hint={es.profile.billingHint}>
        <DetailList
          items={[
            { label: profileLabels.razonSocial, value: profile.razonSocial },
            { label: profileLabels.nif, value: profile.nif },
            { label: profileLabels.direccionFiscal, value: profile.direccionFiscal },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={es.profile.notificationsSection} hint={es.profile.notificationsHint}>
        <EmailPreferences keys={gymEmailKeys} value={profile} />
      </ProfileSection>
    </>
  );
}
