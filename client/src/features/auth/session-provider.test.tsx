import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { AppToaster } from '../../app/layout/app-toaster';
import { createCache } from '../../lib/create-apollo-client';
import { SessionAdminDocument, SessionFavouritesDocument } from '../../gql/graphql';
import { AuthBackendContext, type AuthBackend } from './auth-backend';
import { createAuthBridge } from '../../lib/auth-bridge';
import { useSession } from '../../lib/session';
import { SessionProvider } from './session-provider';
import { createLiveTestLink } from '../../test/live-link';

const signedOut: AuthBackend = {
  status: 'signedOut',
  user: null,
  getToken: async () => null,
  openSignIn: () => {},
  signOut: async () => {},
};

const signedIn: AuthBackend = {
  ...signedOut,
  status: 'signedIn',
  user: { id: 'u1', name: 'Asha' },
  getToken: async () => 'token-u1',
};

function sessionMocks(isAdmin: boolean) {
  return [
    { request: { query: SessionAdminDocument }, result: { data: { isAdmin } } },
    {
      request: { query: SessionFavouritesDocument },
      result: {
        data: {
          favourites: [
            { __typename: 'Movie', id: 'm1' },
            { __typename: 'Movie', id: 'm2' },
          ],
        },
      },
    },
  ];
}

function Probe() {
  const s = useSession();
  return (
    <p data-testid="session">
      {s.status}|admin={String(s.isAdmin)}|favs={[...s.favouriteIds].join(',')}
    </p>
  );
}

let setBackend: (b: AuthBackend) => void = () => {};

function Harness({ initial, client }: { initial: AuthBackend; client: ApolloClient }) {
  const [backend, set] = useState(initial);
  setBackend = set;
  return (
    <ApolloProvider client={client}>
      <AuthBackendContext.Provider value={backend}>
        <SessionProvider bridge={bridge}>
          <Probe />
        </SessionProvider>
      </AuthBackendContext.Provider>
    </ApolloProvider>
  );
}

const bridge = createAuthBridge();

function setup(initial: AuthBackend, mocks: MockLink.MockedResponse[]) {
  const live = createLiveTestLink(mocks);
  const client = new ApolloClient({ cache: createCache(), link: live.link });
  const resetStore = vi.spyOn(client, 'resetStore');
  render(<Harness initial={initial} client={client} />);
  return { client, resetStore, requested: live.requested };
}

const text = () => screen.getByTestId('session').textContent;

describe('SessionProvider', () => {
  it('fetches admin status and favourites when signed in', async () => {
    const { resetStore } = setup(signedIn, sessionMocks(true));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|favs=m1,m2'));
    expect(resetStore).not.toHaveBeenCalled();
    expect(await bridge.getToken()).toBe('token-u1');
  });

  it('asks nothing when signed out', async () => {
    const { resetStore, requested } = setup(signedOut, []);
    // Queries go to the link as their components mount, inside render.
    expect(requested()).toEqual([]);
    expect(text()).toBe('signedOut|admin=false|favs=');
    expect(resetStore).not.toHaveBeenCalled();
  });

  it('resets the store, then fetches, on sign-in; clears on sign-out', async () => {
    const { resetStore } = setup(signedOut, sessionMocks(false));
    act(() => setBackend(signedIn));
    await waitFor(() => expect(text()).toBe('signedIn|admin=false|favs=m1,m2'));
    expect(resetStore).toHaveBeenCalledTimes(1);
    expect(await bridge.getToken()).toBe('token-u1');

    act(() => setBackend(signedOut));
    expect(text()).toBe('signedOut|admin=false|favs=');
    await waitFor(() => expect(resetStore).toHaveBeenCalledTimes(2));
    expect(await bridge.getToken()).toBeNull();
  });

  it('signs out when the API reports the caller unauthenticated', async () => {
    const signOut = vi.fn(async () => {});
    setup({ ...signedIn, signOut }, sessionMocks(false));
    await waitFor(() => expect(text()).toContain('favs=m1,m2'));
    bridge.onUnauthenticated();
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('SessionProvider favourites errors (SPEC §8)', () => {
  function renderWithToasts(mocks: MockLink.MockedResponse[]) {
    const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
    render(
      <>
        <AppToaster />
        <Harness initial={signedIn} client={client} />
      </>,
    );
  }

  it("toasts 'Please sign in to view favorites' when favourites answer UNAUTHENTICATED", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithToasts([
      sessionMocks(false)[0],
      {
        request: { query: SessionFavouritesDocument },
        result: { errors: [new GraphQLError('sign in', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    expect(await screen.findByText('Please sign in to view favorites')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch favorite movies.' on any other failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithToasts([
      sessionMocks(false)[0],
      { request: { query: SessionFavouritesDocument }, result: { errors: [new GraphQLError('db down')] } },
    ]);
    expect(await screen.findByText('Failed to fetch favorite movies.')).toBeInTheDocument();
  });

  it('treats a failed admin check as not admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new ApolloClient({
      cache: createCache(),
      link: new MockLink([
        { request: { query: SessionAdminDocument }, error: new Error('Failed to fetch') },
        sessionMocks(false)[1],
      ]),
    });
    render(<Harness initial={signedIn} client={client} />);
    await waitFor(() => expect(text()).toBe('signedIn|admin=false|favs=m1,m2'));
  });

  it('reconnects live subscriptions when the identity changes', async () => {
    const restart = vi.fn();
    bridge.restartSubscriptions = restart;
    setup(signedOut, sessionMocks(false));
    act(() => setBackend(signedIn));
    await waitFor(() => expect(text()).toContain('favs=m1,m2'));
    expect(restart).toHaveBeenCalledTimes(1);
    act(() => setBackend(signedOut));
    await waitFor(() => expect(restart).toHaveBeenCalledTimes(2));
  });
});

describe('SessionProvider after the session loads', () => {
  const loading: AuthBackend = { ...signedOut, status: 'loading' };

  it('does not reset the store when loading ends signed out', async () => {
    const { resetStore, requested } = setup(loading, []);
    expect(text()).toBe('loading|admin=false|favs=');
    // act() runs the provider's effects before it returns.
    act(() => setBackend(signedOut));
    expect(text()).toBe('signedOut|admin=false|favs=');
    expect(resetStore).not.toHaveBeenCalled();
    expect(requested()).toEqual([]);
  });

  it('refetches active queries, without a reset, when loading ends signed in', async () => {
    const { client, resetStore } = setup(loading, sessionMocks(true));
    const refetch = vi.spyOn(client, 'refetchQueries');
    act(() => setBackend(signedIn));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|favs=m1,m2'));
    expect(resetStore).not.toHaveBeenCalled();
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
  });
});
