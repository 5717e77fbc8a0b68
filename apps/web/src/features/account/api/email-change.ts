import { useMutation } from '@tanstack/react-query';
import { confirmEmailChange, requestEmailChange } from '@fitcover/contract/account/email-change';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestEmailChange>) => apiRequest(requestEmailChange, { body }),
  });
}

/** `onConfirmed` runs at hook level: the page refreshes the session, whose e-mail just changed. */
export function useConfirmEmailChange(onConfirmed: () => void) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof confirmEmailChange>) => apiRequest(confirmEmailChange, { body }),
    onSuccess: onConfirmed,
  });
}
