import { profileLabels, type InstructorProfile } from '@fitcover/contract/profiles/profile';
import { ExternalLinks } from '../../../components/ui/external-links';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';
import { EmailPreferences } from './email-preferences';
import { DetailList, ProfileSection } from './profile-parts';

export const instructorEmailKeys = ['emailApplicationAccepted', 'emailNewMessage'] as const;

const chips = (items: readonly string[], tone: 'brand' | 'neutral') =>
  items.length > 0 ? (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  ) : null;

/** View mode of the instructor profile. */
export function InstructorProfileDetails({ profile }: { profile: InstructorProfile }) {
  return (
    <>
      <ProfileSection title={es.profile.contactSection}>
        <DetailList
          items={[
            { label: profileLabels.nombre, value: profile.nombre },
            { label: es.profile.email, value: profile.email },
            { label: profileLabels.telefono, value: profile.telefono },
            { label: profileLabels.direccion, value: profile.direccion, hint: es.profile.addressPublicHint },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={es.profile.aboutSection}>
        <DetailList
          items={[
            {
              label: profileLabels.biografia,
              value: profile.biografia ? <span className="whitespace-pre-line">{profile.biografia}</span> : null,
            },
            {
              label: profileLabels.experiencia,
              value: profile.experiencia === null ? null : es.profile.years(profile.experiencia),
            },
            { label: profileLabels.especialidades, value: chips(profile.especialidades, 'brand') },
            { label: es.instructorPublic.availability, value: chips(profile.disponibilidad, 'neutral') },
            {
              label: es.instructorPublic.links,
              value:
                profile.enlaces.length > 0 ? <ExternalLinks links={profile.enlaces} linkClassName="min-h-9" /> : null,
            },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={es.profile.notificationsSection} hint={es.profile.notificationsHint}>
        <EmailPreferences keys={instructorEmailKeys} value={profile} />
      </ProfileSection>
    </>
  );
}
