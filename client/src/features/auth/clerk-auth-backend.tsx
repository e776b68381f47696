import { useMemo, useRef, type ReactNode } from 'react';
import { ClerkProvider, useAuth, useClerk, useUser } from '@clerk/react';
import { AuthBackendContext, type AuthBackend, type AuthStatus } from './auth-backend';

/**
 * Sign-in through Clerk, used when the server reports a publishable key. It is
 * loaded on demand (its own chunk), so development builds and servers without
 * Clerk never download it.
 */
export default function ClerkAuthBackend({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBackendBridge>{children}</ClerkBackendBridge>
    </ClerkProvider>
  );
}

function ClerkBackendBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, userId, getToken } = useAuth();
  const { user } = useUser();
  const clerk = useClerk();
  // Clerk's getToken changes identity between renders; the links read the latest.
  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;

  const status: AuthStatus = !isLoaded ? 'loading' : isSignedIn ? 'signedIn' : 'signedOut';
  const name =
    user?.fullName ||
    user?.username ||
    user?.primaryEmailAddress?.emailAddress ||
    (isSignedIn ? 'Account' : '');
  const imageUrl = user?.imageUrl;

  const backend = useMemo<AuthBackend>(
    () => ({
      status,
      user: status === 'signedIn' && userId ? { id: userId, name, imageUrl } : null,
      getToken: async () => (await getTokenRef.current()) ?? null,
      openSignIn: () => clerk.openSignIn(),
      signOut: () => clerk.signOut(),
    }),
    [status, userId, name, imageUrl, clerk],
  );

  return <AuthBackendContext.Provider value={backend}>{children}</AuthBackendContext.Provider>;
}
