// Mis instructores (DECISIONS §15), shared by the page and the "Añadir a Mis instructores" buttons
// on applicant cards and public profiles.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addTrustedInstructor,
  listTrustedInstructors,
  removeTrustedInstructor,
} from '@fitcover/contract/offers/urgent';
import { apiRequest } from './api-client';

export const trustedKeys = { all: ['trusted-instructors'] as const };

export function useTrustedInstructors(enabled = true) {
  return useQuery({
    queryKey: trustedKeys.all,
    queryFn: ({ signal }) => apiRequest(listTrustedInstructors, { signal }),
    enabled,
  });
}

export function useAddTrusted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructorId: string) => apiRequest(addTrustedInstructor, { body: { instructorId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustedKeys.all }),
  });
}

export function useRemoveTrusted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructorId: string) => apiRequest(removeTrustedInstructor, { params: { instructorId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustedKeys.all }),
  });
}
