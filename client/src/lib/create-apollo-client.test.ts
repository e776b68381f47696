import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient } from '@apollo/client';
import { createAuthBridge } from './auth-bridge';
import { SeatLayoutSeatsDocument, SessionRolesDocument } from '../gql/graphql';
import { createApolloLink, createCache, createSubscriptionClient } from './create-apollo-client';

const ws = vi.hoisted(() => ({
  options: null as null | Record<string, unknown>,
  subscribe: vi.fn(),
}));

// The socket is replaced: what matters is how the client is configured and fed.
vi.mock('graphql-ws', async (importOriginal) => ({
  ...(await importOriginal<typeof import('graphql-ws')>()),
  createClient: (options: Record<string, unknown>) => {
    ws.options = options;
    return { subscribe: ws.subscribe, on: vi.fn(), dispose: vi.fn(), terminate: vi.fn(), iterate: vi.fn() };
  },
}));

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
  // A request held open until the test answers it.
  function heldFetch() {
    const answers: ((r: Response) => void)[] = [];
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const answerAll = (body: object) => answers.splice(0).forEach((answer) => answer(graphqlResponse(body)));
    return { fetchMock, answerAll };
  }
  const anonymousRoles = { data: { isAdmin: false, me: null } };

  it('shares an anonymous request with a refetch asked for while it is out (why the session waits)', async () => {
    const { fetchMock, answerAll } = heldFetch();
    const bridge = createAuthBridge();
    const client = clientWith(bridge);
    const first = client.query({ query: SessionRolesDocument, fetchPolicy: 'network-only' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    bridge.getToken = async () => 'abc.def.ghi';
    const second = client.query({ query: SessionRolesDocument, fetchPolicy: 'network-only' });
    answerAll(anonymousRoles);
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('settles once the anonymous requests have answered; a query after that goes out with the token', async () => {
    const { fetchMock, answerAll } = heldFetch();
    const bridge = createAuthBridge();
    const client = clientWith(bridge);
    const first = client.query({ query: SessionRolesDocument, fetchPolicy: 'network-only' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    bridge.getToken = async () => 'abc.def.ghi';
    let settled = false;
    const afterSettled = bridge.anonymousSettled().then(() => {
      settled = true;
      return client.query({ query: SessionRolesDocument, fetchPolicy: 'network-only' });
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answerAll(anonymousRoles);
    await first;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(lastCall(fetchMock).headers.get('authorization')).toBe('Bearer abc.def.ghi');
    answerAll({ data: { isAdmin: true, me: { __typename: 'User', id: 'u1', isStaff: false, isBoxOffice: false } } });
    const { data } = await afterSettled;
    expect(data?.isAdmin).toBe(true);
  });

  it('does not wait for requests that carry a token', async () => {
    const { fetchMock, answerAll } = heldFetch();
    const bridge = createAuthBridge();
    bridge.getToken = async () => 'abc.def.ghi';
    const pending = clientWith(bridge).query({ query: SessionRolesDocument });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await bridge.anonymousSettled();
    answerAll(anonymousRoles);
    await pending;
  });

  it('posts to /graphql with a bearer token when signed in', async () => {
    const fetchMock = vi.fn(async () => graphqlResponse({ data: { isAdmin: true, me: { __typename: 'User', id: 'u1', isStaff: true, isBoxOffice: true } } }));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = createAuthBridge();
    bridge.getToken = async () => 'abc.def.ghi';
    const { data } = await clientWith(bridge).query({ query: SessionRolesDocument });
    expect(data?.isAdmin).toBe(true);
    const call = lastCall(fetchMock);
    expect(call.url).toBe('/graphql');
    expect(call.headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = vi.fn(async () => graphqlResponse({ data: { isAdmin: false, me: null } }));
    vi.stubGlobal('fetch', fetchMock);
    await clientWith().query({ query: SessionRolesDocument });
    expect(lastCall(fetchMock).headers.has('authorization')).toBe(false);
  });

  const unauthenticated = () =>
    graphqlResponse({
      data: null,
      errors: [{ message: 'sign in', extensions: { code: 'UNAUTHENTICATED' } }],
    });

  it('reports UNAUTHENTICATED errors to a token-carrying request to the bridge', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => unauthenticated()));
    const bridge = createAuthBridge();
    bridge.getToken = async () => 'expired.token';
    bridge.onUnauthenticated = vi.fn();
    await expect(clientWith(bridge).query({ query: SessionRolesDocument })).rejects.toThrow();
    expect(bridge.onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('does not end the session over a request sent before it was known (no token)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => unauthenticated()));
    const bridge = createAuthBridge();
    bridge.onUnauthenticated = vi.fn();
    await expect(clientWith(bridge).query({ query: SessionRolesDocument })).rejects.toThrow();
    expect(bridge.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('reports HTTP 401 to the bridge', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => graphqlResponse({ message: 'no' }, 401)));
    const bridge = createAuthBridge();
    bridge.getToken = async () => 'expired.token';
    bridge.onUnauthenticated = vi.fn();
    await expect(clientWith(bridge).query({ query: SessionRolesDocument })).rejects.toThrow();
    expect(bridge.onUnauthenticated).toHaveBeenCalledOnce();
  });
});

describe('websocket subscriptions', () => {
  afterEach(() => ws.subscribe.mockReset());

  it('asks for a fresh token on every (re)connect', async () => {
    const bridge = createAuthBridge();
    const tokens = ['first-token', null, 'renewed-token'];
    bridge.getToken = vi.fn(async () => tokens.shift() ?? null);
    createSubscriptionClient(bridge, 'ws://localhost/graphql');
    const options = ws.options!;
    expect(options.url).toBe('ws://localhost/graphql');
    expect(options.lazy).toBe(true);
    const params = options.connectionParams as () => Promise<Record<string, string>>;
    await expect(params()).resolves.toEqual({ Authorization: 'Bearer first-token' });
    await expect(params()).resolves.toEqual({});
    await expect(params()).resolves.toEqual({ Authorization: 'Bearer renewed-token' });
    expect(bridge.getToken).toHaveBeenCalledTimes(3);
  });

  it('keeps retrying after the connection drops', () => {
    createSubscriptionClient(createAuthBridge(), 'ws://localhost/graphql');
    expect(ws.options!.retryAttempts).toBe(Number.POSITIVE_INFINITY);
    expect((ws.options!.shouldRetry as (e: unknown) => boolean)({ code: 1006 })).toBe(true);
  });

  it('restarts an open socket with a non-fatal close so it reconnects with new credentials', () => {
    const sub = createSubscriptionClient(createAuthBridge(), 'ws://localhost/graphql');
    const socket = { readyState: WebSocket.OPEN, close: vi.fn() };
    (ws.options!.on as { connected(s: unknown): void }).connected(socket);
    sub.restart();
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client Restart');
  });

  it('carries out a restart asked for while the socket was opening once the server acks it', () => {
    const sub = createSubscriptionClient(createAuthBridge(), 'ws://localhost/graphql');
    const on = ws.options!.on as { connecting(): void; connected(s: unknown): void };
    on.connecting();
    sub.restart(); // the session became known after credentials were read
    const socket = { readyState: WebSocket.OPEN, close: vi.fn() };
    on.connected(socket);
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client Restart');
  });

  it('does not restart a socket opened after the restart was asked for', () => {
    const sub = createSubscriptionClient(createAuthBridge(), 'ws://localhost/graphql');
    const on = ws.options!.on as { closed(): void; connecting(): void; connected(s: unknown): void };
    sub.restart(); // no socket at all: the next one reads fresh credentials
    on.connecting();
    const socket = { readyState: WebSocket.OPEN, close: vi.fn() };
    on.connected(socket);
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('ends the session over a refused subscription only when its socket carried a token', async () => {
    ws.subscribe.mockImplementation((_payload: unknown, sink: { error(e: unknown): void; next(v: unknown): void; complete(): void }) => {
      sink.next({ data: null, errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] });
      sink.complete();
      return () => {};
    });
    const bridge = createAuthBridge();
    const tokens: (string | null)[] = [null, 'live.token'];
    bridge.getToken = async () => tokens[0];
    bridge.onUnauthenticated = vi.fn();
    const subscriptions = createSubscriptionClient(bridge, 'ws://localhost/graphql');
    const params = ws.options!.connectionParams as () => Promise<unknown>;
    const client = new ApolloClient({ cache: createCache(), link: createApolloLink(bridge, { subscriptions }) });
    const refused = () =>
      new Promise<void>((resolve) => {
        client.subscribe({ query: SeatLayoutSeatsDocument, variables: { showId: 's1' } }).subscribe({
          error: () => resolve(),
          complete: resolve,
        });
      });
    await params(); // opened anonymously, as while the session loads
    await refused();
    expect(bridge.onUnauthenticated).not.toHaveBeenCalled();
    tokens.shift();
    await params(); // reopened signed in: a refusal now means the token is no good
    await refused();
    expect(bridge.onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('sends subscriptions over the socket and everything else over HTTP', async () => {
    const fetchMock = vi.fn(async () => graphqlResponse({ data: { isAdmin: false, me: null } }));
    vi.stubGlobal('fetch', fetchMock);
    ws.subscribe.mockImplementation((_payload: unknown, sink: { next(v: unknown): void; complete(): void }) => {
      sink.next({ data: { seatsChanged: { __typename: 'SeatMap', showId: 's1', version: 3, occupiedSeats: ['A1'], heldSeats: [], soldSeats: ['A1'] } } });
      sink.complete();
      return () => {};
    });
    const bridge = createAuthBridge();
    const subscriptions = createSubscriptionClient(bridge, 'ws://localhost/graphql');
    const client = new ApolloClient({ cache: createCache(), link: createApolloLink(bridge, { subscriptions }) });
    const results: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      client.subscribe({ query: SeatLayoutSeatsDocument, variables: { showId: 's1' } }).subscribe({
        next: (r) => results.push(r.data),
        error: reject,
        complete: resolve,
      });
    });
    expect(ws.subscribe).toHaveBeenCalledOnce();
    expect(results[0]).toMatchObject({ seatsChanged: { version: 3, occupiedSeats: ['A1'] } });
    expect(fetchMock).not.toHaveBeenCalled();
    await client.query({ query: SessionRolesDocument });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
