import { useMutation } from '@tanstack/react-query';
import { signUp } from '@fitcover/contract/auth/sign-up';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export function useSignUp() {
  return useMutation({ mutationFn: (body: BodyOf<typeof signUp>) => apiRequest(signUp, { body }) });
}
