import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAuthBridge } from '../lib/auth-bridge';
import { createApolloClient } from '../lib/create-apollo-client';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [{ bridge, client, router }] = useState(() => {
    const bridge = createAuthBridge();
    return { bridge, client: createApolloClient(bridge), router: createBrowserRouter(routes) };
  });
  return (
    <AppProviders client={client} bridge={bridge}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
