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
import type { AuthBridge } from '../auth/auth-bridge';

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

export function createApolloLink(bridge: AuthBridge, uri = '/graphql'): ApolloLink {
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await bridge.getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      bridge.onUnauthenticated();
      return;
    }
    console.error(`[GraphQL] ${operation.operationName ?? 'operation'} failed:`, error);
  });

  return ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]);
}

export function createApolloClient(bridge: AuthBridge): ApolloClient {
  return new ApolloClient({
    link: createApolloLink(bridge),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
