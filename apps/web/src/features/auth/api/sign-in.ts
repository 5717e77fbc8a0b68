import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@fitcover/contract/auth/me';
import type { signIn } from '@fitcover/contract/auth/sign-in';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

/**
 * `onSignedIn` runs at hook level (always, even if the page re-renders away) and before the
 * session is stored, so the caller's toast and navigation win over any redirect of signed-in users.
 */
export function useSignIn(onSignedIn: (user: Me) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The contract module (and zod) is fetched on submit, not with the sign-in page.
    mutationFn: async (body: BodyOf<typeof signIn>) =>
      apiRequest((await import('@fitcover/contract/auth/sign-in')).signIn, { body }),
    onSuccess: ({ user }) => {
      onSignedIn(user);
      // Drop whatever a previous account left in the cache, then store the new session. The
      // session query itself is kept (only its data replaced): components already observing it,
      // such as the live socket, would otherwise keep watching a removed query.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'system' && query.queryHash !== JSON.stringify(sessionQueryKey),
      });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
