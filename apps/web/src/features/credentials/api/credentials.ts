import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREDENTIAL_ACCEPTED_TYPES,
  CREDENTIAL_MAX_BYTES,
  credentialSchema,
  credentialUploadPath,
  deleteCredential,
  listInstructorCredentials,
  listOwnCredentials,
  saveRopec,
  type Credential,
} from '@fitcover/contract/trust/credentials';
import { apiRequest, buildUrl } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

// Links inside a listing expire after 10 minutes: refetch well before.
const LINK_FRESH_MS = 4 * 60_000;

export const credentialKeys = {
  own: ['credentials', 'own'] as const,
  of: (id: string) => ['credentials', 'instructor', id] as const,
};

export function useOwnCredentials() {
  return useQuery({
    queryKey: credentialKeys.own,
    queryFn: ({ signal }) => apiRequest(listOwnCredentials, { signal }),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  });
}

export function useInstructorCredentials(id: string, enabled: boolean) {
  return useQuery({
    queryKey: credentialKeys.of(id),
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiRequest(listInstructorCredentials, { params: { id }, signal }),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  });
}

export type FileCheck = 'ok' | 'type' | 'size';
export function checkCredentialFile(file: Pick<File, 'type' | 'size'>): FileCheck {
  if (!(CREDENTIAL_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > CREDENTIAL_MAX_BYTES ? 'size' : 'ok';
}

export type UploadInput = { tipo: 'seguro' | 'titulacion'; nombre: string; caducaEl?: string; file: File };

/** The file travels as the raw request body (the server judges it by content). */
function upload(input: UploadInput): Promise<Credential> {
  const url = buildUrl(credentialUploadPath, { tipo: input.tipo, nombre: input.nombre, caducaEl: input.caducaEl });
  return uploadFile('POST', url, input.file, input.file.type || 'application/octet-stream', credentialSchema);
}

function useInvalidateOwn() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: credentialKeys.own });
}

export function useUploadCredential() {
  const invalidate = useInvalidateOwn();
  return useMutation({ mutationFn: upload, onSettled: invalidate });
}

export function useSaveRopec() {
  const invalidate = useInvalidateOwn();
  return useMutation({
    mutationFn: (numero: string) => apiRequest(saveRopec, { body: { numero } }),
    onSettled: invalidate,
  });
}

export function useDeleteCredential() {
  const invalidate = useInvalidateOwn();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteCredential, { params: { id } }),
    onSettled: invalidate,
  });
}
