import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { SessionContext, type Session } from '../../lib/session';
import { useAuthBackend } from './auth-backend';
import type { AuthBridge } from '../../lib/auth-bridge';

const SessionRolesQuery = graphql(`
  query SessionRoles {
    isAdmin
    me {
      id
      isStaff
      isBoxOffice
    }
  }
`);

/**
 * Derives the session from the auth backend and keeps the Apollo store in step
 * with it: whenever the load state, sign-in state or user id changes, the
 * store is reset (active queries refetch with the new credentials) before the
 * role check runs (admin, staff for the door scanner, box office for the counter); signed out, it is skipped and reads as false. Favourites
 * are not session state: each movie's isFavourite comes from the API.
 */
export function SessionProvider({ bridge, children }: { bridge: AuthBridge; children: ReactNode }) {
  const backend = useAuthBackend();
  const client = useApolloClient();

  // Keep the links pointed at the current backend before any child queries.
  bridge.getToken = backend.getToken;
  bridge.onUnauthenticated = () => {
    if (backend.status !== 'signedIn') return;
    toast.error('Your session has expired. Please sign in again.', { id: 'session-expired' });
    void backend.signOut();
  };

  // undefined while loading; null when signed out; else the user id.
  const identity = backend.status === 'loading' ? undefined : (backend.user?.id ?? null);
  const [storeIdentity, setStoreIdentity] = useState(identity);

  useEffect(() => {
    if (identity === undefined || identity === storeIdentity) return;
    // The first answer after loading: nothing was fetched with anyone's
    // credentials yet (tokens are withheld while loading), so queries in
    // flight may finish; a signed-in visitor only needs the active ones again.
    if (storeIdentity === undefined) {
      if (identity !== null) {
        bridge.restartSubscriptions();
        // Wait for the anonymous requests still out: a refetch now would
        // share one of them and keep its signed-out answer.
        bridge
          .anonymousSettled()
          .then(() => client.refetchQueries({ include: 'active' }))
          .catch((err: unknown) => console.error('Refetching after sign-in failed:', err));
      }
      setStoreIdentity(identity);
      return;
    }
    let current = true;
    bridge.restartSubscriptions();
    client
      .resetStore()
      .catch((err: unknown) => console.error('Resetting the Apollo store failed:', err))
      .finally(() => {
        if (current) setStoreIdentity(identity);
      });
    return () => {
      current = false;
    };
  }, [bridge, client, identity, storeIdentity]);

  const ready = identity != null && identity === storeIdentity;

  const admin = useQuery(SessionRolesQuery, { skip: !ready, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (admin.error) console.error('Admin check failed:', admin.error);
  }, [admin.error]);

  const value = useMemo<Session>(
    () => ({
      status: backend.status,
      isLoaded: backend.status !== 'loading',
      isSignedIn: backend.status === 'signedIn',
      user: backend.user,
      isAdmin: ready && admin.data?.isAdmin === true,
      isStaff: ready && (admin.data?.isAdmin === true || admin.data?.me?.isStaff === true),
      isBoxOffice: ready && (admin.data?.isAdmin === true || admin.data?.me?.isBoxOffice === true),
      isAdminLoading: backend.status === 'loading' || (backend.status === 'signedIn' && !admin.data && !admin.error),
      getToken: backend.getToken,
      openSignIn: backend.openSignIn,
      signOut: backend.signOut,
    }),
    [backend, ready, admin.data, admin.error],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
