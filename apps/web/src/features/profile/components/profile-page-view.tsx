import { useState } from 'react';
import { Crown, MapPin, Pencil } from 'lucide-react';
import type { OwnProfile } from '@fitcover/contract/profiles/profile';
import { LocationMap } from '../../../components/map/location-map';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { useOwnProfile } from '../api/profile';
import { AvatarEditor } from './avatar-editor';
import { GymProfileDetails } from './gym-profile-details';
import { GymProfileEditor } from './gym-profile-editor';
import { InstructorProfileDetails } from './instructor-profile-details';
import { InstructorProfileEditor } from './instructor-profile-editor';
import { ProfileSection } from './profile-parts';

type ProfilePageViewProps = {
  title: string;
  subscriptionHref: string;
  tileUrl: string | undefined;
  /** The name and avatar also live in the session (greeting): the page refreshes it. */
  onChanged: () => void;
};

function ProfileHeader({
  profile,
  editing,
  onEdit,
  onChanged,
  subscriptionHref,
}: {
  profile: OwnProfile;
  editing: boolean;
  onEdit: () => void;
  onChanged: () => void;
  subscriptionHref: string;
}) {
  const gym = profile.rol === 'gimnasio' ? profile : null;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <Avatar name={profile.nombre} src={profile.avatarUrl} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="text-xl font-bold break-words text-gray-900">{profile.nombre}</p>
          {profile.ciudad ? (
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-gray-600">
              <MapPin className="size-4 text-gray-400" aria-hidden="true" />
              {profile.ciudad}
            </p>
          ) : null}
        </div>
        {gym ? (
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{es.offers.plan(gym.plan)}</Badge>
            <Badge tone={gym.activo ? 'success' : 'warning'}>
              {gym.activo ? es.profile.active : es.profile.inactive}
            </Badge>
            {gym.destacado ? <Badge tone="info">{es.profile.highlighted}</Badge> : null}
          </div>
        ) : null}
        {editing ? <AvatarEditor hasAvatar={profile.avatarUrl !== null} onChanged={onChanged} /> : null}
      </div>
      {editing ? null : (
        <div className="flex flex-col gap-2 sm:items-end">
          <Button onClick={onEdit} icon={<Pencil className="size-4" aria-hidden="true" />}>
            {es.profile.edit}
          </Button>
          {gym && gym.plan !== 'PRO' ? (
            <ButtonLink to={subscriptionHref} variant="outline">
              <Crown className="size-4 text-violet-600" aria-hidden="true" />
              {es.profile.goPro}
            </ButtonLink>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** The shared Profile screen (spec §2): view mode, edit mode, avatar and map. */
export function ProfilePageView({ title, subscriptionHref, tileUrl, onChanged }: ProfilePageViewProps) {
  const query = useOwnProfile();
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner className="size-8" label={es.common.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
        <p>{es.profile.loadFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {es.common.retry}
        </Button>
      </Card>
    );
  }

  const profile = query.data;
  const done = () => setEditing(false);
  const saved = () => {
    onChanged();
    done();
  };
  const isGym = profile.rol === 'gimnasio';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{isGym ? es.profile.subtitle : es.profile.instructorSubtitle}</p>
      </div>
      <ProfileHeader
        profile={profile}
        editing={editing}
        onEdit={() => setEditing(true)}
        onChanged={onChanged}
        subscriptionHref={subscriptionHref}
      />
      {profile.rol === 'gimnasio' ? (
        editing ? (
          <GymProfileEditor profile={profile} onCancel={done} onSaved={saved} />
        ) : (
          <GymProfileDetails profile={profile} />
        )
      ) : editing ? (
        <InstructorProfileEditor profile={profile} onCancel={done} onSaved={saved} />
      ) : (
        <InstructorProfileDetails profile={profile} />
      )}
      <ProfileSection title={es.profile.mapTitle} hint={isGym ? undefined : es.profile.addressPublicHint}>
        <LocationMap
          latitude={profile.latitude}
          longitude={profile.longitude}
          name={profile.nombre}
          tileUrl={tileUrl}
        />
      </ProfileSection>
    </div>
  );
}
