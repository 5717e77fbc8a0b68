import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearSession } from '../features/auth/api/session';
import { createQueryClient } from './query-client';
import { ToasterHost } from './toaster-host';

/** `client`: the one main.tsx made to start the session request early; else a new one. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());

  useEffect(() => {
    // A 401 from any signed-in endpoint means the session is gone: the guards then send to /login.
    setUnauthorizedHandler(() => clearSession(queryClient));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
