import { useMutation } from '@tanstack/react-query';
import { geocode } from '@fitcover/contract/geo/geocode';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useGeocode() {
  return useMutation({ mutationFn: (body: BodyOf<typeof geocode>) => apiRequest(geocode, { body }) });
}
