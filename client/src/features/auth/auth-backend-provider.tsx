import { lazy, Suspense, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { AuthBackendContext, type AuthBackend } from './auth-backend';
import { DevAuthBackend } from './dev-auth-backend';

const loadingBackend: AuthBackend = {
  status: 'loading',
  user: null,
  getToken: async () => null,
  openSignIn: () => {},
  signOut: async () => {},
};

// Clerk is large and only some servers use it: fetch it when they do. If the
// chunk cannot be loaded the visitor can still browse, signed out.
const ClerkAuthBackend = lazy(() =>
  import('./clerk-auth-backend').catch((err: unknown) => {
    console.error('Could not load the Clerk sign-in:', err);
    return {
      default: ({ children }: { publishableKey: string; children: ReactNode }) => (
        <DevAuthBackend enabled={false}>{children}</DevAuthBackend>
      ),
    };
  }),
);

/**
 * Chooses how users sign in from the server's runtime config: Clerk when it
 * reports a publishable key, otherwise the development sign-in (when the
 * server offers it). Until the config has answered the session is 'loading',
 * so nothing is fetched with a token the server may not accept.
 */
export function AuthBackendProvider({ children }: { children: ReactNode }) {
  const { config, loaded } = useRuntimeConfig();
  if (loaded && config.clerkPublishableKey) {
    return (
      <Suspense
        fallback={
          <AuthBackendContext.Provider value={loadingBackend}>{children}</AuthBackendContext.Provider>
        }
      >
        <ClerkAuthBackend publishableKey={config.clerkPublishableKey}>{children}</ClerkAuthBackend>
      </Suspense>
    );
  }
  return (
    <DevAuthBackend loading={!loaded} enabled={config.devSignIn}>
      {children}
    </DevAuthBackend>
  );
}
