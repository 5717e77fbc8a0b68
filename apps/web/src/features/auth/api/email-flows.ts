import { useMutation } from '@tanstack/react-query';
import type {
  recoverPassword,
  resendConfirmation,
  resetPassword,
  verifyEmail,
} from '@fitcover/contract/auth/email-flows';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

// The contract module (and zod) is fetched when a form is sent, not with the public pages.
const flows = () => import('@fitcover/contract/auth/email-flows');

export function useResendConfirmation() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof resendConfirmation>) =>
      apiRequest((await flows()).resendConfirmation, { body }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof verifyEmail>) => apiRequest((await flows()).verifyEmail, { body }),
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof recoverPassword>) => apiRequest((await flows()).recoverPassword, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof resetPassword>) => apiRequest((await flows()).resetPassword, { body }),
  });
}
