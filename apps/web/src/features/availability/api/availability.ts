import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addAbsence,
  deleteAbsence,
  getMyAvailability,
  saveWeeklyAvailability,
  type Availability,
  type NewAbsenceInput,
  type WeeklyRange,
} from '@fitcover/contract/availability/availability';
import { apiRequest } from '../../../lib/api-client';

export const availabilityKeys = { own: () => ['availability', 'own'] as const };

export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: availabilityKeys.own(),
    queryFn: ({ signal }) => apiRequest(getMyAvailability, { signal }),
  });

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}

export function useSaveWeekly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (semanal: WeeklyRange[]) => apiRequest(saveWeeklyAvailability, { body: { semanal } }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityKeys.own(), saved),
  });
}

export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAbsenceInput) => apiRequest(addAbsence, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.own() }),
  });
}

export function useDeleteAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteAbsence, { params: { id } }),
    onSuccess: (_ok, id) =>
      queryClient.setQueryData<Availability>(availabilityKeys.own(), (data) =>
        data ? { ...data, ausencias: data.ausencias.filter((absence) => absence.id !== id) } : data,
      ),
  });
}
