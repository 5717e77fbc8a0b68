import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { StartupGate } from '../features/system/components/startup-gate';
import { Providers } from './providers';
import { createRouter } from './router';

function AppRouter() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <Providers>
      <StartupGate>
        <AppRouter />
      </StartupGate>
    </Providers>
  );
}
