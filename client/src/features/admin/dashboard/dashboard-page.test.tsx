import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AdminDashboardDocument, AdminVenuesDocument } from '../../../gql/graphql';
import { unanswered } from '../../../test/mocks';
import { renderRoute, signedInSession } from '../../../test/render';
import { chooseOption } from '../../../test/select';

// The cinema filter's list: these tests are not about it.
const noVenues = unanswered(AdminVenuesDocument);

const admin = signedInSession({ isAdmin: true });

function show(id: string, title: string, posterUrl: string | null) {
  return {
    __typename: 'Show',
    id,
    price: 149.5,
    localDate: '2030-07-01',
    localTime: '18:30',
    cinema: { __typename: 'Cinema', id: 'c1', timeZone: 'Asia/Kolkata' },
    movie: { __typename: 'Movie', id: `m-${id}`, title, posterUrl, voteAverage: 7.64 },
  };
}

function dashboard(activeShows: object[], variables: Record<string, unknown> = {}, totalBookings = 21) {
  return {
    request: { query: AdminDashboardDocument, variables },
    result: {
      data: {
        dashboard: {
          __typename: 'Dashboard',
          totalBookings,
          totalRevenue: 3140,
          totalUsers: 8,
          heldSeats: 3,
          soldSeats: 40,
          activeShows,
        },
      },
    },
  };
}

const value = (name: string) => screen.getByTestId(`dashboard-${name}`).textContent;

describe('DashboardPage', () => {
  it('filters the figures by cinema on the server', async () => {
    const venues = {
      request: { query: AdminVenuesDocument },
      result: {
        data: {
          cinemas: [
            { __typename: 'Cinema', id: 'c2', name: 'Marquee Juhu', city: 'Mumbai', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 20, screens: [] },
          ],
        },
      },
    };
    renderRoute('/admin', {
      session: admin,
      mocks: [
        venues,
        dashboard([show('s1', 'Monsoon Protocol', null), show('s2', 'Glasshouse', null)]),
        dashboard([show('s2', 'Glasshouse', null)], { cinemaId: 'c2' }, 5),
      ],
    });
    await screen.findByText('Monsoon Protocol');
    expect(value('total-bookings')).toBe('21');
    expect(screen.queryByText(/users are counted across all cinemas/)).not.toBeInTheDocument();
    await chooseOption('Cinema', 'c2');
    await waitFor(() => expect(value('total-bookings')).toBe('5'));
    expect(screen.getByText(/users are counted across all cinemas/)).toBeInTheDocument();
    expect(value('active-shows')).toBe('1');
    expect(screen.queryByText('Monsoon Protocol')).not.toBeInTheDocument();
  });

  it('shows the totals and a card per active show', async () => {
    renderRoute('/admin', {
      session: admin,
      mocks: [noVenues, dashboard([show('s1', 'Monsoon Protocol', '/art/posters/1.svg'), show('s2', 'Glasshouse', null)])],
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Monsoon Protocol');
    for (const title of ['Total Bookings', 'Total Revenue', 'Active Shows', 'Total Users']) {
      expect(screen.getAllByRole('heading', { name: title }).length).toBeGreaterThan(0);
    }
    expect(value('total-bookings')).toBe('21');
    expect(value('total-revenue')).toBe('₹3,140');
    expect(value('active-shows')).toBe('2');
    expect(value('total-users')).toBe('8');

    const card = screen.getByRole('heading', { name: 'Monsoon Protocol' }).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/1.svg');
    expect(within(card).getByText('₹149.50')).toBeInTheDocument();
    expect(within(card).getByText('7.6')).toBeInTheDocument();
    expect(within(card).getByText('Mon, Jul 1 2030 6:30 PM IST')).toBeInTheDocument();
    const placeholder = screen.getByRole('img', { name: 'Glasshouse' });
    expect(placeholder).toHaveAttribute('data-placeholder', 'true');
  });

  it("says 'No active shows at the moment.' when there are none", async () => {
    renderRoute('/admin', { session: admin, mocks: [noVenues, dashboard([])] });
    expect(await screen.findByText('No active shows at the moment.')).toBeInTheDocument();
  });

  it("asks to sign in on UNAUTHENTICATED: 'Please sign in to view the dashboard.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin', {
      session: admin,
      mocks: [noVenues, 
        {
          request: { query: AdminDashboardDocument },
          result: { errors: [new GraphQLError('sign in', { extensions: { code: 'UNAUTHENTICATED' } })] },
        },
      ],
    });
    expect(await screen.findByText('Please sign in to view the dashboard.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch dashboard data.' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin', {
      session: admin,
      mocks: [noVenues, { request: { query: AdminDashboardDocument }, result: { errors: [new GraphQLError('db down')] } }],
    });
    expect(await screen.findByText('Failed to fetch dashboard data.')).toBeInTheDocument();
    expect(screen.queryByText(/sample data/)).not.toBeInTheDocument();
  });

  it('falls back to the sample data, marked, when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin', {
      session: admin,
      mocks: [noVenues, { request: { query: AdminDashboardDocument }, error: new Error('Failed to fetch') }],
    });
    expect(await screen.findByText('Failed to fetch dashboard data.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('showing sample data');
    expect(value('total-bookings')).toBe('14');
    expect(value('total-revenue')).toBe('₹1,517');
    expect(value('total-users')).toBe('5');
  });
});
