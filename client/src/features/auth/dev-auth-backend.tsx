import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { AuthBackendContext, type AuthBackend } from './auth-backend';
import {
  DEV_SESSION_STORAGE_KEY,
  parseStoredDevSession,
  readStoredDevSession,
  requestDevSignIn,
  writeStoredDevSession,
  type DevSignInInput,
  type StoredDevSession,
} from './dev-session-storage';
import { DevSignInDialog } from './dev-sign-in-dialog';

/**
 * The development sign-in: a name (and an admin flag) is exchanged for a
 * server-signed JWT at POST /api/dev/sign-in, kept in localStorage.
 */
export function DevAuthBackend({
  children,
  loading = false,
  enabled = true,
}: {
  children: ReactNode;
  /** True while the server's config is unknown: the session reads as loading. */
  loading?: boolean;
  /** False when the server offers no development sign-in. */
  enabled?: boolean;
}) {
  const [session, setSession] = useState<StoredDevSession | null>(readStoredDevSession);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Read by getToken, so requests made right after a change already see it.
  const tokenRef = useRef<string | null>(session?.token ?? null);

  const apply = useCallback((next: StoredDevSession | null) => {
    tokenRef.current = next?.token ?? null;
    setSession(next);
  }, []);

  // Follow sign-in and sign-out in other tabs.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== DEV_SESSION_STORAGE_KEY && event.key !== null) return;
      apply(parseStoredDevSession(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply]);

  const signIn = useCallback(
    async (input: DevSignInInput) => {
      const next = await requestDevSignIn(input);
      writeStoredDevSession(next);
      apply(next);
      setDialogOpen(false);
    },
    [apply],
  );

  const backend = useMemo<AuthBackend>(
    () => ({
      status: loading ? 'loading' : session && enabled ? 'signedIn' : 'signedOut',
      user: !loading && session && enabled ? { id: session.user.id, name: session.user.name } : null,
      getToken: async () => (loading || !enabled ? null : tokenRef.current),
      openSignIn: () => {
        if (enabled) setDialogOpen(true);
        else toast.error('Sign-in is not available on this server.');
      },
      signOut: async () => {
        writeStoredDevSession(null);
        apply(null);
      },
    }),
    [session, apply, loading, enabled],
  );

  return (
    <AuthBackendContext.Provider value={backend}>
      {children}
      {dialogOpen && <DevSignInDialog onSubmit={signIn} onClose={() => setDialogOpen(false)} />}
    </AuthBackendContext.Provider>
  );
}
