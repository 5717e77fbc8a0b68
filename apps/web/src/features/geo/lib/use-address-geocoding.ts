import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { formatCoordinates } from '../../../lib/format';
import { ApiError } from '../../../lib/api-error';
import { esSignUpPage as es } from '../../../i18n/es-sign-up';
import { useGeocode } from '../api/geocode';

/** Geocodes an address when its field loses focus, with the spec's toasts. */
export function useAddressGeocoding() {
  const mutation = useGeocode();
  const lastAddress = useRef<string | null>(null);

  const geocodeAddress = (address: string) => {
    const trimmed = address.trim();
    if (!trimmed || trimmed === lastAddress.current) return;
    lastAddress.current = trimmed;
    mutation.mutate(
      { address: trimmed },
      {
        onSuccess: (result) =>
          toast.success(es.signUp.geoFoundTitle, { description: formatCoordinates(result.latitude, result.longitude) }),
        onError: (error) => {
          lastAddress.current = null;
          const description =
            error instanceof ApiError && error.code !== 'GEOCODE_NOT_FOUND' && error.status !== 404
              ? error.message
              : es.signUp.geoErrorDescription;
          toast.error(es.signUp.geoErrorTitle, { description });
        },
      },
    );
  };

  return { geocodeAddress, isLocating: mutation.isPending, result: mutation.isSuccess ? mutation.data : undefined };
}
