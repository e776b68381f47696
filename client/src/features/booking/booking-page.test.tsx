import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPageDocument, SeatLayoutMovieDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/render';

const movie = {
  __typename: 'Movie' as const,
  id: 'm1',
  title: 'Monsoon Protocol',
  posterUrl: '/art/posters/m1.svg',
  backdropUrl: '/art/backdrops/m1.svg',
  genreNames: ['Action', 'Thriller'],
  runtime: 152,
  showTimes: [
    {
      __typename: 'ShowDate' as const,
      date: '2030-07-01',
      times: [{ __typename: 'ShowTime' as const, showId: 's1', localTime: '18:30' }],
    },
    {
      __typename: 'ShowDate' as const,
      date: '2030-07-12',
      times: [
        { __typename: 'ShowTime' as const, showId: 's2', localTime: '10:00' },
        { __typename: 'ShowTime' as const, showId: 's3', localTime: '21:15' },
      ],
    },
  ],
};

const mocks = [
  { request: { query: BookingPageDocument, variables: { id: 'm1' } }, result: { data: { movie } } },
  {
    request: { query: SeatLayoutMovieDocument, variables: { id: 'm1' } },
    result: { data: { movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', showTimes: [] } } },
  },
];

describe('BookingPage', () => {
  it('shows the movie and one date button per show date, as D MMMM', async () => {
    renderRoute('/booking/m1', { mocks });
    expect(screen.getByRole('heading', { name: 'Grab Tickets Now !', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(screen.getByText('Action | Thriller')).toBeInTheDocument();
    expect(screen.getByText('2h 32m')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/m1.svg');
    expect(screen.getByTestId('backdrop')).toHaveAttribute('src', '/art/backdrops/m1.svg');
    const dates = within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(dates.map((d) => d.textContent)).toEqual(['1 July', '12 July']);
  });

  it("refuses to confirm without a date: 'Please select a date first'", async () => {
    const { router } = renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText('Please select a date first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/m1');
  });

  it('confirms the chosen date to the seat map of that date', async () => {
    const { router } = renderRoute('/booking/m1', { mocks });
    const july12 = await screen.findByRole('button', { name: '12 July' });
    await userEvent.click(july12);
    expect(july12).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('date-picker-times')).toHaveTextContent('2 shows: 10:00 AM, 09:15 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Date' }));
    expect(router.state.location.pathname).toBe('/movies/m1/2030-07-12');
  });
});
