import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getDirectoryVisibility,
  inviteToOffer,
  listInvitableOffers,
  searchDirectory,
  updateDirectoryVisibility,
} from '@fitcover/contract/directory/directory';
import { apiRequest } from '../../../lib/api-client';

/** The directory's query as the URL keeps it: every value a string, empty = no filter. */
export type DirectoryParams = Record<
  'q' | 'especialidad' | 'ciudad' | 'distanciaKm' | 'valoracionMin' | 'verificado' | 'fecha' | 'hora',
  string
> & {
  pagina: number;
};

export const directoryKeys = {
  all: ['directory'] as const,
  search: (params: DirectoryParams) => ['directory', 'search', params] as const,
  offers: (instructorId: string) => ['directory', 'offers', instructorId] as const,
  visibility: ['directory', 'visibility'] as const,
};

export function useDirectorySearch(params: DirectoryParams) {
  const query = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== '' && value !== 1 && value !== undefined),
  ) as Record<string, string | number>;
  return useQuery({
    queryKey: directoryKeys.search(params),
    queryFn: ({ signal }) => apiRequest(searchDirectory, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitableOffers(instructorId: string | null) {
  return useQuery({
    queryKey: directoryKeys.offers(instructorId ?? ''),
    queryFn: ({ signal }) => apiRequest(listInvitableOffers, { params: { instructorId: instructorId! }, signal }),
    enabled: instructorId !== null,
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { instructorId: string; ofertaId: string }) =>
      apiRequest(inviteToOffer, { params: { instructorId: input.instructorId }, body: { ofertaId: input.ofertaId } }),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: directoryKeys.offers(input.instructorId) }),
  });
}

export function useDirectoryVisibility() {
  return useQuery({
    queryKey: directoryKeys.visibility,
    queryFn: ({ signal }) => apiRequest(getDirectoryVisibility, { signal }),
  });
}

export function useSetDirectoryVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => apiRequest(updateDirectoryVisibility, { body: { visible } }),
    onSuccess: (data) => queryClient.setQueryData(directoryKeys.visibility, data),
  });
}
