import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminListBookingsDocument, AdminListShowsDocument } from '../../gql/graphql';
import { renderRoute, signedInSession } from '../../test/render';

const admin = signedInSession({ isAdmin: true });

const show = {
  __typename: 'Show',
  id: 's1',
  localDate: '2030-07-01',
  localTime: '18:30',
  price: 150,
  movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
};

function headers() {
  return screen.getAllByRole('columnheader').map((th) => th.textContent);
}

function cells(rowIndex: number) {
  const rows = screen.getAllByRole('row').slice(1);
  return within(rows[rowIndex]).getAllByRole('cell').map((td) => td.textContent);
}

const unauthenticated = new GraphQLError('sign in', { extensions: { code: 'UNAUTHENTICATED' } });

describe('ListShowsPage', () => {
  it('lists shows: Movie Name, Show Time (ddd, MMM D YYYY h:mm A), Total Bookings, Earnings', async () => {
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [
        {
          request: { query: AdminListShowsDocument },
          result: {
            data: {
              allShows: [
                { __typename: 'AdminShow', seatsSold: 4, seatsHeld: 2, earnings: 600, show },
              ],
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Admin List Shows' })).toBeInTheDocument();
    await screen.findByText('Monsoon Protocol');
    expect(headers()).toEqual(['Movie Name', 'Show Time', 'Total Bookings', 'Earnings']);
    expect(cells(0)).toEqual(['Monsoon Protocol', 'Mon, Jul 1 2030 6:30 PM', '6', '₹600']);
  });

  it.each([
    [unauthenticated, 'Please sign in to view the shows.'],
    [new GraphQLError('boom'), 'Failed to fetch shows.'],
  ])('on %s says %s', async (error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [{ request: { query: AdminListShowsDocument }, result: { errors: [error] } }],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

function bookingPage(offset: number, total: number, count: number) {
  return {
    request: { query: AdminListBookingsDocument, variables: { offset, limit: 50 } },
    result: {
      data: {
        allBookings: {
          __typename: 'BookingPage',
          total,
          offset,
          limit: 50,
          bookings: Array.from({ length: count }, (_, i) => ({
            __typename: 'Booking',
            id: `b${offset + i}`,
            seats: ['A1', 'A2'],
            amount: 299.5,
            status: 'PAID',
            customer: { __typename: 'Customer', id: `u${offset + i}`, name: `Customer ${offset + i}` },
            show,
          })),
        },
      },
    },
  };
}

describe('ListBookingsPage', () => {
  it('lists bookings: User, Movie, Show Time, Seats, Amount', async () => {
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage(0, 1, 1)] });
    expect(await screen.findByRole('heading', { name: 'Admin List Bookings' })).toBeInTheDocument();
    await screen.findByText('Customer 0');
    expect(headers()).toEqual(['User', 'Movie', 'Show Time', 'Seats', 'Amount']);
    expect(cells(0)).toEqual(['Customer 0', 'Monsoon Protocol', 'Mon, Jul 1 2030 6:30 PM', 'A1, A2', '₹299.50']);
  });

  it('pages through more than 50 bookings', async () => {
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage(0, 60, 50), bookingPage(50, 60, 10)] });
    await screen.findByText('Customer 0');
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 50')).toBeInTheDocument();
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([
    [unauthenticated, 'Please sign in to view the bookings.'],
    [new GraphQLError('boom'), 'Failed to fetch bookings.'],
  ])('on %s says %s', async (error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [
        { request: { query: AdminListBookingsDocument, variables: { offset: 0, limit: 50 } }, result: { errors: [error] } },
      ],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
