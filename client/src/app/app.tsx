import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../apollo/create-apollo-client';
import { createAuthBridge, type AuthBridge } from '../auth/auth-bridge';
import { AuthBackendProvider } from '../auth/auth-backend-provider';
import { SessionProvider } from '../auth/session';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { routes } from './routes';

export function AppProviders({
  client,
  bridge,
  children,
}: {
  client: ApolloClient;
  bridge: AuthBridge;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigProvider>
      <ApolloProvider client={client}>
        <AuthBackendProvider>
          <SessionProvider bridge={bridge}>{children}</SessionProvider>
        </AuthBackendProvider>
      </ApolloProvider>
    </RuntimeConfigProvider>
  );
}

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
