import { useMutation } from '@tanstack/react-query';
import type { signUp } from '@fitcover/contract/auth/sign-up';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useSignUp() {
  return useMutation({
    // The contract module (and zod) is fetched on submit, not with the sign-up page.
    mutationFn: async (body: BodyOf<typeof signUp>) =>
      apiRequest((await import('@fitcover/contract/auth/sign-up')).signUp, { body }),
  });
}
