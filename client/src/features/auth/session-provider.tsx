import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { noFavourites, SessionContext, type Session } from '../../lib/session';
import { useAuthBackend } from './auth-backend';
import type { AuthBridge } from '../../lib/auth-bridge';

const SessionAdminQuery = graphql(`
  query SessionAdmin {
    isAdmin
  }
`);

const SessionFavouritesQuery = graphql(`
  query SessionFavourites {
    favourites {
      id
    }
  }
`);

/**
 * Derives the session from the auth backend and keeps the Apollo store in step
 * with it: whenever the load state, sign-in state or user id changes, the
 * store is reset (active queries refetch with the new credentials) before the
 * signed-in-only queries (admin check, favourites) run. Signed out, those are
 * skipped and read as false / empty.
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
        client
          .refetchQueries({ include: 'active' })
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

  const admin = useQuery(SessionAdminQuery, { skip: !ready, fetchPolicy: 'network-only' });
  const favourites = useQuery(SessionFavouritesQuery, { skip: !ready });

  useEffect(() => {
    if (admin.error) console.error('Admin check failed:', admin.error);
  }, [admin.error]);

  useEffect(() => {
    const error = favourites.error;
    if (!error) return;
    const unauthenticated =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    toast.error(
      unauthenticated ? 'Please sign in to view favorites' : 'Failed to fetch favorite movies.',
    );
  }, [favourites.error]);

  const favouriteList = ready ? favourites.data?.favourites : undefined;
  const favouriteIds = useMemo<ReadonlySet<string>>(
    () => (favouriteList ? new Set(favouriteList.map((m) => m.id)) : noFavourites),
    [favouriteList],
  );

  const refetchFavourites = favourites.refetch;
  const value = useMemo<Session>(
    () => ({
      status: backend.status,
      isLoaded: backend.status !== 'loading',
      isSignedIn: backend.status === 'signedIn',
      user: backend.user,
      isAdmin: ready && admin.data?.isAdmin === true,
      isAdminLoading: backend.status === 'loading' || (backend.status === 'signedIn' && !admin.data && !admin.error),
      favouriteIds,
      refetchFavourites: async () => {
        if (ready) await refetchFavourites();
      },
      getToken: backend.getToken,
      openSignIn: backend.openSignIn,
      signOut: backend.signOut,
    }),
    [backend, ready, admin.data, admin.error, favouriteIds, refetchFavourites],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
