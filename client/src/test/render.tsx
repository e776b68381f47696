import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext, signedOutSession, type Session } from '../auth/session';
import { createCache } from '../apollo/create-apollo-client';
import { routes } from '../app/routes';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return { ...signedOutSession, ...overrides };
}

export function signedInSession(overrides: Partial<Session> = {}): Session {
  return makeSession({
    status: 'signedIn',
    isSignedIn: true,
    user: { id: 'user-1', name: 'Asha' },
    ...overrides,
  });
}

interface Options {
  session?: Session;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders the app's real route table at `path`, with mocked GraphQL and a given session. */
export function renderRoute(path: string, { session = makeSession(), mocks = [] }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MockedProvider>,
  );
  return { ...result, router };
}

/** Renders a component with mocked GraphQL and a given session (no router). */
export function renderWithSession(
  ui: ReactElement,
  { session = makeSession(), mocks = [] }: Options = {},
) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MockedProvider>,
  );
}
