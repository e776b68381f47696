import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createCache } from '../../lib/create-apollo-client';
import { SessionRolesDocument } from '../../gql/graphql';
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

function sessionMocks(isAdmin: boolean, isStaff = isAdmin, isBoxOffice = isAdmin) {
  return [
    {
      request: { query: SessionRolesDocument },
      result: { data: { isAdmin, me: { __typename: 'User', id: 'u1', isStaff, isBoxOffice } } },
    },
  ];
}

function Probe() {
  const s = useSession();
  return (
    <p data-testid="session">
      {s.status}|admin={String(s.isAdmin)}
      {s.isStaff ? '|staff' : ''}
      {s.isBoxOffice ? '|boxOffice' : ''}
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
  it('fetches admin status when signed in', async () => {
    const { resetStore } = setup(signedIn, sessionMocks(true));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|staff|boxOffice'));
    expect(resetStore).not.toHaveBeenCalled();
    expect(await bridge.getToken()).toBe('token-u1');
  });

  it('knows a staff user who is not an admin (the door scanner is theirs)', async () => {
    setup(signedIn, sessionMocks(false, true));
    await waitFor(() => expect(text()).toBe('signedIn|admin=false|staff'));
  });

  it('knows counter staff who are not admins (the box office is theirs)', async () => {
    setup(signedIn, sessionMocks(false, false, true));
    await waitFor(() => expect(text()).toBe('signedIn|admin=false|boxOffice'));
  });

  it('asks nothing when signed out', async () => {
    const { resetStore, requested } = setup(signedOut, []);
    // Queries go to the link as their components mount, inside render.
    expect(requested()).toEqual([]);
    expect(text()).toBe('signedOut|admin=false');
    expect(resetStore).not.toHaveBeenCalled();
  });

  it('resets the store, then fetches, on sign-in; clears on sign-out', async () => {
    const { resetStore } = setup(signedOut, sessionMocks(true));
    act(() => setBackend(signedIn));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|staff|boxOffice'));
    expect(resetStore).toHaveBeenCalledTimes(1);
    expect(await bridge.getToken()).toBe('token-u1');

    act(() => setBackend(signedOut));
    expect(text()).toBe('signedOut|admin=false');
    await waitFor(() => expect(resetStore).toHaveBeenCalledTimes(2));
    expect(await bridge.getToken()).toBeNull();
  });

  it('signs out when the API reports the caller unauthenticated', async () => {
    const signOut = vi.fn(async () => {});
    setup({ ...signedIn, signOut }, sessionMocks(true));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|staff|boxOffice'));
    bridge.onUnauthenticated();
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('SessionProvider failures', () => {
  it('treats a failed admin check as not admin', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(signedIn, [{ request: { query: SessionRolesDocument }, error: new Error('Failed to fetch') }]);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Admin check failed:', expect.anything()));
    expect(text()).toBe('signedIn|admin=false');
  });

  it('reconnects live subscriptions when the identity changes', async () => {
    const restart = vi.fn();
    bridge.restartSubscriptions = restart;
    setup(signedOut, sessionMocks(true));
    act(() => setBackend(signedIn));
    // The admin answer means the store reset has finished.
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|staff|boxOffice'));
    expect(restart).toHaveBeenCalledTimes(1);
    act(() => setBackend(signedOut));
    await waitFor(() => expect(restart).toHaveBeenCalledTimes(2));
  });
});

describe('SessionProvider after the session loads', () => {
  const loading: AuthBackend = { ...signedOut, status: 'loading' };

  it('does not reset the store when loading ends signed out', async () => {
    const { resetStore, requested } = setup(loading, []);
    expect(text()).toBe('loading|admin=false');
    // act() runs the provider's effects before it returns.
    act(() => setBackend(signedOut));
    expect(text()).toBe('signedOut|admin=false');
    expect(resetStore).not.toHaveBeenCalled();
    expect(requested()).toEqual([]);
  });

  it('refetches active queries, without a reset, when loading ends signed in', async () => {
    const { client, resetStore } = setup(loading, sessionMocks(true));
    const refetch = vi.spyOn(client, 'refetchQueries');
    act(() => setBackend(signedIn));
    await waitFor(() => expect(text()).toBe('signedIn|admin=true|staff|boxOffice'));
    expect(resetStore).not.toHaveBeenCalled();
    await waitFor(() => expect(refetch).toHaveBeenCalledWith({ include: 'active' }));
  });

  it('refetches only once the anonymous requests still out have answered', async () => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const anonymousSettled = vi.spyOn(bridge, 'anonymousSettled').mockReturnValue(settled);
    // The role check runs once signed in, then again with the refetch.
    const { client } = setup(loading, [...sessionMocks(true), ...sessionMocks(true)]);
    const refetch = vi.spyOn(client, 'refetchQueries');
    act(() => setBackend(signedIn));
    await waitFor(() => expect(anonymousSettled).toHaveBeenCalled());
    expect(refetch).not.toHaveBeenCalled();
    settle();
    await waitFor(() => expect(refetch).toHaveBeenCalledWith({ include: 'active' }));
    anonymousSettled.mockRestore();
  });
});
