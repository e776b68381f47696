import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient } from '@apollo/client';
import { createAuthBridge } from '../auth/auth-bridge';
import { SessionAdminDocument } from '../gql/graphql';
import { createApolloLink, createCache } from './create-apollo-client';

function clientWith(bridge = createAuthBridge()) {
  return new ApolloClient({ cache: createCache(), link: createApolloLink(bridge) });
}

function graphqlResponse(body: object, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

type FetchMock = { mock: { calls: unknown[][] } };

function lastCall(fetchMock: FetchMock): { url: unknown; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, headers: new Headers((init as RequestInit | undefined)?.headers) };
}

describe('Apollo link chain', () => {
  it('posts to /graphql with a bearer token when signed in', async () => {
    const fetchMock = vi.fn(async () => graphqlResponse({ data: { isAdmin: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = createAuthBridge();
    bridge.getToken = async () => 'abc.def.ghi';
    const { data } = await clientWith(bridge).query({ query: SessionAdminDocument });
    expect(data?.isAdmin).toBe(true);
    const call = lastCall(fetchMock);
    expect(call.url).toBe('/graphql');
    expect(call.headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = vi.fn(async () => graphqlResponse({ data: { isAdmin: false } }));
    vi.stubGlobal('fetch', fetchMock);
    await clientWith().query({ query: SessionAdminDocument });
    expect(lastCall(fetchMock).headers.has('authorization')).toBe(false);
  });

  it('reports UNAUTHENTICATED errors to the bridge', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        graphqlResponse({
          data: null,
          errors: [{ message: 'sign in', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const bridge = createAuthBridge();
    bridge.onUnauthenticated = vi.fn();
    await expect(clientWith(bridge).query({ query: SessionAdminDocument })).rejects.toThrow();
    expect(bridge.onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('reports HTTP 401 to the bridge', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => graphqlResponse({ message: 'no' }, 401)));
    const bridge = createAuthBridge();
    bridge.onUnauthenticated = vi.fn();
    await expect(clientWith(bridge).query({ query: SessionAdminDocument })).rejects.toThrow();
    expect(bridge.onUnauthenticated).toHaveBeenCalledOnce();
  });
});
