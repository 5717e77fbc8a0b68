import { useMutation } from '@tanstack/react-query';
import { recoverPassword, resendConfirmation, resetPassword, verifyEmail } from '@fitcover/contract/auth/email-flows';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof resendConfirmation>) => apiRequest(resendConfirmation, { body }),
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: (body: BodyOf<typeof verifyEmail>) => apiRequest(verifyEmail, { body }) });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: (body: BodyOf<typeof recoverPassword>) => apiRequest(recoverPassword, { body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: BodyOf<typeof resetPassword>) => apiRequest(resetPassword, { body }) });
}
