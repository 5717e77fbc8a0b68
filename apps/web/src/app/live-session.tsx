import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, useSession } from '../features/auth/api/session';
import { LiveProvider } from '../lib/live/live-provider';

/** The live socket follows the session: open while someone is signed in, re-read the session when the server ends it. */
export function LiveSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  // The refetch answers 401 → null, and the guards send the user to /login.
  const onSessionEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    [queryClient],
  );
  return (
    <LiveProvider userId={user?.id ?? null} onSessionEnded={onSessionEnded}>
      {children}
    </LiveProvider>
  );
}
