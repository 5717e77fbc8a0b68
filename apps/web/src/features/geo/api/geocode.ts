import { useMutation } from '@tanstack/react-query';
import type { geocode } from '@fitcover/contract/geo/geocode';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useGeocode() {
  return useMutation({
    // The contract module (and zod) is fetched with the first address, not with the sign-up page.
    mutationFn: async (body: BodyOf<typeof geocode>) =>
      apiRequest((await import('@fitcover/contract/geo/geocode')).geocode, { body }),
  });
}
