import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AuthBackendProvider } from '../features/auth/auth-backend-provider';
import { SessionProvider } from '../features/auth/session-provider';
import type { AuthBridge } from '../lib/auth-bridge';
import { RuntimeConfigProvider } from '../lib/runtime-config';

/** Config, GraphQL and the session, outermost first: each needs the one before. */
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
