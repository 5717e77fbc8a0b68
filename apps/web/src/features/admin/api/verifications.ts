import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveCredential,
  listVerifications,
  rejectCredential,
  type CredentialStatus,
} from '@fitcover/contract/trust/credentials';
import { apiRequest } from '../../../lib/api-client';

const verificationKeys = {
  all: ['admin', 'verifications'] as const,
  list: (estado: CredentialStatus, page: number) => ['admin', 'verifications', estado, page] as const,
};

export function useVerifications(estado: CredentialStatus, page: number) {
  return useQuery({
    queryKey: verificationKeys.list(estado, page),
    queryFn: ({ signal }) => apiRequest(listVerifications, { query: { estado, page, limit: 20 }, signal }),
    // The file links inside expire after 10 minutes.
    refetchInterval: 4 * 60_000,
  });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; motivo: string }) =>
      input.decision === 'approve'
        ? apiRequest(approveCredential, { params: { id: input.id } })
        : apiRequest(rejectCredential, { params: { id: input.id }, body: { motivo: input.motivo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
