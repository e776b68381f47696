import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import type { AuthBridge } from './auth-bridge';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // A detail page can render at once from a movie or show already in
          // the cache (from a list) while the full query runs.
          movie: {
            read: (existing, { args, toReference }) =>
              existing ?? (args?.id ? toReference({ __typename: 'Movie', id: args.id }) : undefined),
          },
          show: {
            read: (existing, { args, toReference }) =>
              existing ?? (args?.id ? toReference({ __typename: 'Show', id: args.id }) : undefined),
          },
          // Lists are always replaced whole by the server's answer.
          movies: { merge: false },
          shows: { merge: false },
          favourites: { merge: false },
          credits: { merge: false },
          occupiedSeats: { merge: false },
        },
      },
      Movie: {
        fields: {
          genres: { merge: false },
          genreNames: { merge: false },
          casts: { merge: false },
          showTimes: { merge: false },
        },
      },
      Show: {
        fields: {
          occupiedSeats: { merge: false },
        },
      },
      Booking: {
        fields: {
          seats: { merge: false },
        },
      },
      // Seat maps are pushed whole; each replaces the last.
      SeatMap: { keyFields: ['showId'] },
      // Value objects: they live inside their parent, never on their own.
      Genre: { keyFields: ['id'] },
      ShowDate: { keyFields: false },
      ShowTime: { keyFields: false },
      FavouriteToggle: { keyFields: false },
    },
  });
}

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** The websocket URL of the API on this page's origin (ws: or wss: to match). */
export function defaultWebSocketUrl(path = '/graphql'): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

/** The graphql-transport-ws client, plus a way to reconnect with fresh credentials. */
export interface SubscriptionClient {
  client: Client;
  /** Closes the socket so it reconnects (and re-subscribes) with a fresh token. */
  restart(): void;
  /** Whether the socket in use was opened with credentials. */
  authenticated(): boolean;
}

export function createSubscriptionClient(bridge: AuthBridge, url: string): SubscriptionClient {
  let socket: WebSocket | null = null;
  // Between the socket being created and the server's ack: credentials may
  // already have been read, so a restart asked for now must wait for the ack.
  let opening = false;
  let restartRequested = false;
  let withToken = false;
  const client = createClient({
    url,
    // Nothing is opened until a seat map subscribes.
    lazy: true,
    // Asked on every (re)connect, so a renewed or changed session is used.
    connectionParams: async () => {
      const token = await bridge.getToken();
      withToken = token != null;
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    // A seat map should come back after any outage: keep retrying.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    keepAlive: 20_000,
    on: {
      connecting: () => {
        opening = true;
      },
      connected: (s) => {
        socket = s as WebSocket;
        opening = false;
        if (restartRequested) {
          restartRequested = false;
          restart();
        }
      },
      closed: () => {
        socket = null;
        opening = false;
        restartRequested = false;
      },
    },
  });
  function restart() {
    if (socket?.readyState === WebSocket.OPEN) {
      // 4205 is not fatal: graphql-ws reconnects and resubscribes.
      socket.close(4205, 'Client Restart');
    } else if (socket || opening) {
      // A socket opened with the old credentials would otherwise stay: a
      // signed-in visitor's subscriptions would be refused as anonymous.
      restartRequested = true;
    }
  }
  return { client, restart, authenticated: () => withToken };
}

function isSubscription(query: ApolloLink.Operation['query']): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export interface LinkOptions {
  uri?: string;
  /** Where subscriptions go; without it they are sent over HTTP (tests). */
  subscriptions?: SubscriptionClient;
}

export function createApolloLink(bridge: AuthBridge, options: LinkOptions | string = {}): ApolloLink {
  const { uri = '/graphql', subscriptions } =
    typeof options === 'string' ? { uri: options } : options;

  const authLink = new SetContextLink(async (prevContext) => {
    const token = await bridge.getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      // Only a refused token means the session expired: a request that went
      // out before the session was known is simply asked again once it is.
      if (sentWithCredentials(operation)) bridge.onUnauthenticated();
      return;
    }
    console.error(`[GraphQL] ${operation.operationName ?? 'operation'} failed:`, error);
  });

  const sentWithCredentials = (operation: ApolloLink.Operation): boolean =>
    subscriptions && isSubscription(operation.query)
      ? subscriptions.authenticated()
      : Boolean((operation.getContext().headers as Record<string, string> | undefined)?.Authorization);

  const http = ApolloLink.from([authLink, anonymousTracker(bridge), new HttpLink({ uri })]);
  const terminal = subscriptions
    ? ApolloLink.split(({ query }) => isSubscription(query), new GraphQLWsLink(subscriptions.client), http)
    : http;
  return ApolloLink.from([errorLink, terminal]);
}

/**
 * Counts the requests on their way that carry no credentials (sent while the
 * session was loading or signed out) and points bridge.anonymousSettled at
 * the moment the count is back to zero.
 */
function anonymousTracker(bridge: AuthBridge): ApolloLink {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  bridge.anonymousSettled = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  return new ApolloLink((operation, forward) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    if (headers?.Authorization) return forward(operation);
    return new Observable((observer) => {
      inFlight++;
      const subscription = forward(operation).subscribe(observer);
      return () => {
        subscription.unsubscribe();
        inFlight--;
        if (inFlight === 0) {
          const resolve = waiting;
          waiting = [];
          resolve.forEach((done) => done());
        }
      };
    });
  });
}

export function createApolloClient(bridge: AuthBridge): ApolloClient {
  const subscriptions = createSubscriptionClient(bridge, defaultWebSocketUrl());
  // Sign-in and sign-out reconnect the socket, so it carries the new identity.
  bridge.restartSubscriptions = subscriptions.restart;
  return new ApolloClient({
    link: createApolloLink(bridge, { subscriptions }),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
