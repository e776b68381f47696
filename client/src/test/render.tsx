import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext, signedOutSession, type Session } from '../lib/session';
import { createCache } from '../lib/create-apollo-client';
import { loadAllPages, routes } from '../app/routes';
import { AppToaster } from '../app/layout/app-toaster';

// The pages are chunks of their own (app/lazy-page.tsx): with them loaded
// up front, a route renders its page in the first render, as in the app
// when index.html has fetched the page's chunk ahead.
await loadAllPages();

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
  /** Replaces the mocks (e.g. a link with live subscriptions). */
  link?: ApolloLink;
}

function Providers({ session, mocks, link, children }: Options & { children: ReactElement }) {
  return (
    <MockedProvider mocks={mocks} link={link} cache={createCache()}>
      <SessionContext.Provider value={session ?? makeSession()}>{children}</SessionContext.Provider>
    </MockedProvider>
  );
}

/** Renders the app's real route table at `path`, with mocked GraphQL and a given session. */
export function renderRoute(path: string, { session = makeSession(), mocks = [], link }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers session={session} mocks={mocks} link={link}>
      <RouterProvider router={router} />
    </Providers>,
  );
  /** Renders the same route with another session (e.g. the visitor signs in). */
  const rerenderSession = (next: Session) =>
    result.rerender(
      <Providers session={next} mocks={mocks} link={link}>
        <RouterProvider router={router} />
      </Providers>,
    );
  return { ...result, router, rerenderSession };
}

/** Renders a component with mocked GraphQL and a given session (no router), plus the toaster. */
export function renderWithSession(
  ui: ReactElement,
  { session = makeSession(), mocks = [], link }: Options = {},
) {
  return render(
    <Providers session={session} mocks={mocks} link={link}>
      <>
        <AppToaster />
        {ui}
      </>
    </Providers>,
  );
}
