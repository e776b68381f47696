import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminDashboardDocument, HomePageDocument, AdminVenuesDocument } from '../../gql/graphql';
import { unanswered } from '../../test/mocks';
import { makeSession, renderRoute, signedInSession } from '../../test/render';

// The cinema filter's list: these tests are not about it.
const noVenues = unanswered(AdminVenuesDocument);

const home = { request: { query: HomePageDocument }, result: { data: { movies: [] } } };

describe('admin gating', () => {
  it('shows only a spinner while the session loads', async () => {
    renderRoute('/admin', { session: makeSession({ status: 'loading', isLoaded: false }) });
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers a signed-out visitor the login, with no spinner that would never stop', async () => {
    const openSignIn = vi.fn();
    renderRoute('/admin', { session: makeSession({ openSignIn }) });
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.getByText('Sign in with an admin account to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(openSignIn).toHaveBeenCalledOnce();
  });

  it('waits with a spinner while the admin check runs', async () => {
    renderRoute('/admin', { session: signedInSession({ isAdminLoading: true }) });
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("sends a non-admin to / with 'You are not authorized to access this page.'", async () => {
    const { router } = renderRoute('/admin/list-shows', { session: signedInSession({ isAdmin: false }), mocks: [home] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends the visitor home the same way when the server answers FORBIDDEN', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoute('/admin', {
      session: signedInSession({ isAdmin: true }),
      mocks: [
        noVenues,
        home,
        {
          request: { query: AdminDashboardDocument },
          result: { errors: [new GraphQLError('admins only', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
  });

  it('shows the admin layout to an admin', async () => {
    renderRoute('/admin', { session: signedInSession({ isAdmin: true }), mocks: [noVenues, unanswered(AdminDashboardDocument)] });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
