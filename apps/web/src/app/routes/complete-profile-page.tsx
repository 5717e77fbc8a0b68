import { useState } from 'react';
import { Navigate } from 'react-router';
import { SessionLoading } from '../guards';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CompleteProfileForm } from '../../features/auth/components/complete-profile-form';
import { usePendingProfile } from '../../features/auth/api/complete-profile';
import type { AccountType } from '../../features/auth/lib/role-home';
import { useAddressGeocoding } from '../../features/geo/lib/use-address-geocoding';
import { es } from '../../i18n/es';
import { ApiError } from '../../lib/api-error';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** After a first Google sign-in, before any area opens (issue 15 item 2). */
export function CompleteProfilePage() {
  const text = es.completeProfile;
  useDocumentMeta(text.title);
  const pending = usePendingProfile();
  const [type, setType] = useState<AccountType>('instructor');
  const { geocodeAddress, isLocating, result } = useAddressGeocoding();

  if (pending.isPending) return <SessionLoading />;
  if (pending.isError) {
    // 409: the profile exists (the sign-in page sends on to the area); 401: no Google session.
    const complete = pending.error instanceof ApiError && pending.error.status === 409;
    return <Navigate to={complete ? '/login' : '/login?error=google_failed'} replace />;
  }
  return (
    <AuthCard wide title={text.title} subtitle={text.subtitle}>
      <CompleteProfileForm
        email={pending.data.email}
        nombre={pending.data.nombre}
        type={type}
        onTypeChange={setType}
        onAddressBlur={geocodeAddress}
        locating={isLocating}
        locatedCity={result?.ciudad}
      />
    </AuthCard>
  );
}
