import { useMutation } from '@tanstack/react-query';
import { createTicket } from '@fitcover/contract/support/create-ticket';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useCreateTicket() {
  return useMutation({ mutationFn: (body: BodyOf<typeof createTicket>) => apiRequest(createTicket, { body }) });
}
