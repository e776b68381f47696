import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminListShowsDocument, AdminVenuesDocument, SetMovieCertificateDocument } from '../../../gql/graphql';
import { unanswered } from '../../../test/mocks';
import { renderRoute, signedInSession } from '../../../test/render';

// The cinema filter's list: these tests are not about it.
const noVenues = unanswered(AdminVenuesDocument);

const admin = signedInSession({ isAdmin: true });

const show = {
  __typename: 'Show',
  id: 's1',
  localDate: '2030-07-01',
  localTime: '18:30',
  price: 150,
  status: 'SCHEDULED',
  format: 'TWO_D',
  language: 'hi',
  subtitles: null,
  openCaptions: false,
  audioDescription: false,
  movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', certificate: null },
  cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee QuickShow', timeZone: 'Asia/Kolkata' },
  screen: { __typename: 'Screen', id: 'sc1', name: 'Screen 1' },
};

const venues = {
  request: { query: AdminVenuesDocument },
  result: {
    data: {
      cinemas: ['c1', 'c2'].map((id, i) => ({
        __typename: 'Cinema',
        id,
        name: ['Marquee QuickShow', 'Marquee Juhu'][i],
        city: ['Bengaluru', 'Mumbai'][i],
        timeZone: 'Asia/Kolkata',
        cleaningBufferMinutes: 20,
        screens: [],
      })),
    },
  },
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
  it('filters the list by cinema on the server', async () => {
    const juhuShow = {
      ...show,
      id: 's2',
      movie: { __typename: 'Movie', id: 'm2', title: 'Glasshouse', certificate: null },
      cinema: { __typename: 'Cinema', id: 'c2', name: 'Marquee Juhu', timeZone: 'America/New_York' },
      screen: { __typename: 'Screen', id: 'sc2', name: 'Gold' },
    };
    const row = (s: object) => ({ __typename: 'AdminShow', seatsSold: 1, seatsHeld: 0, earnings: 150, show: s });
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [
        venues,
        { request: { query: AdminListShowsDocument }, result: { data: { allShows: [row(show), row(juhuShow)] } } },
        { request: { query: AdminListShowsDocument, variables: { cinemaId: 'c2' } }, result: { data: { allShows: [row(juhuShow)] } } },
      ],
    });
    await screen.findByRole('cell', { name: 'Monsoon Protocol' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await screen.findByRole('option', { name: 'Marquee Juhu (Mumbai)' });
    await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c2');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Monsoon Protocol' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(cells(0)).toEqual(['Glasshouse', 'Mon, Jul 1 2030 6:30 PM EDT', 'Marquee Juhu · Gold', 'Hindi · 2D', 'Scheduled', '1', '₹150']);
  });

  it('lists shows: Movie Name, Show Time (ddd, MMM D YYYY h:mm A), Cinema, Version, Status, Total Bookings, Earnings', async () => {
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [noVenues, 
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
    await screen.findByRole('cell', { name: 'Monsoon Protocol' });
    expect(headers()).toEqual(['Movie Name', 'Show Time', 'Cinema', 'Version', 'Status', 'Total Bookings', 'Earnings']);
    expect(cells(0)).toEqual(['Monsoon Protocol', 'Mon, Jul 1 2030 6:30 PM IST', 'Marquee QuickShow · Screen 1', 'Hindi · 2D', 'Scheduled', '6', '₹600']);
  });

  it("shows each show's version, a Cancelled badge and the film's certificate, which can be set", async () => {
    const cancelled = {
      ...show,
      id: 's3',
      status: 'CANCELLED',
      format: 'IMAX_2D',
      language: 'en',
      subtitles: 'hi',
      movie: { __typename: 'Movie', id: 'm3', title: 'Neon Tide', certificate: 'A' },
    };
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [
        noVenues,
        {
          request: { query: AdminListShowsDocument },
          result: { data: { allShows: [show, cancelled].map((s) => ({ __typename: 'AdminShow', seatsSold: 0, seatsHeld: 0, earnings: 0, show: s })) } },
        },
        {
          request: { query: SetMovieCertificateDocument, variables: { movieId: 'm1', certificate: 'UA13' } },
          result: { data: { setMovieCertificate: { __typename: 'Movie', id: 'm1', certificate: 'UA13' } } },
        },
      ],
    });
    await screen.findByRole('cell', { name: 'Neon Tide A' });
    expect(cells(1).slice(0, 1).concat(cells(1).slice(3, 5))).toEqual(['Neon Tide A', 'English · IMAX 2D · Hindi subtitles', 'Cancelled']);
    expect(cells(0)[0]).toBe('Monsoon Protocol');
    await userEvent.click(screen.getByText('Movie certificates'));
    expect(screen.getByLabelText('Neon Tide')).toHaveValue('A');
    await userEvent.selectOptions(screen.getByLabelText('Monsoon Protocol'), 'UA13');
    expect(await screen.findByText('Monsoon Protocol is now certificate UA13.')).toBeInTheDocument();
    await waitFor(() => expect(cells(0)[0]).toBe('Monsoon Protocol UA 13+'));
  });

  it.each([
    [unauthenticated, 'Please sign in to view the shows.'],
    [new GraphQLError('boom'), 'Failed to fetch shows.'],
  ])('on %s says %s', async (error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/list-shows', {
      session: admin,
      mocks: [noVenues, { request: { query: AdminListShowsDocument }, result: { errors: [error] } }],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

