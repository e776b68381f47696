import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../apollo/create-apollo-client';
import { createAuthBridge, type AuthBridge } from '../auth/auth-bridge';
import { DevAuthBackend } from '../auth/dev-auth-backend';
import { SessionProvider } from '../auth/session';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { routes } from './routes';

/**
 * Chooses how users sign in. The development sign-in is the backend today; a
 * hosted provider (selected when the runtime config carries a
 * clerkPublishableKey) provides the same AuthBackend context in its place.
 */
export function AuthBackendProvider({ children }: { children: ReactNode }) {
  return <DevAuthBackend>{children}</DevAuthBackend>;
}

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
