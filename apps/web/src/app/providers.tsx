import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearSession } from '../features/auth/api/session';
import { createQueryClient } from './query-client';
import { ToasterHost } from './toaster-host';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

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
