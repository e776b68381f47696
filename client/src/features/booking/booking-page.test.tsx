import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPageDocument, CitiesDocument, SeatLayoutMovieDocument, ShowsByDateDocument } from '../../gql/graphql';
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

    },
    {
      __typename: 'ShowDate' as const,
      date: '2030-07-12',
    },
  ],
};

const cinema = (id: string, name: string, city: string) => ({
  __typename: 'Cinema' as const,
  id,
  name,
  city,
  address: `${name} Road, ${city}`,
});

const time = (showId: string, localTime: string, screenName: string, fillingFast = false) => ({
  __typename: 'ShowAvailability' as const,
  showId,
  localTime,
  screenName,
  seatsAvailable: fillingFast ? 20 : 200,
  fillingFast,
});

const grand = {
  __typename: 'CinemaShowTimes' as const,
  cinema: cinema('c1', 'Marquee Grand', 'Mumbai'),
  minPricePaise: 15000,
  maxPricePaise: 40000,
  times: [time('s2', '10:00', 'Audi 1 — Grand', true), time('s3', '21:15', 'Audi 2')],
};
const lux = {
  __typename: 'CinemaShowTimes' as const,
  cinema: cinema('c2', 'Marquee Lux', 'Bengaluru'),
  minPricePaise: 50000,
  maxPricePaise: 50000,
  times: [time('s4', '19:00', 'Lux 1')],
};

const showsByDate = (city: string | null, result: unknown[]) => ({
  request: { query: ShowsByDateDocument, variables: { movieId: 'm1', date: '2030-07-12', city } },
  result: { data: { showsByDate: result } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const mocks = [
  { request: { query: BookingPageDocument, variables: { id: 'm1' } }, result: { data: { movie } } },
  {
    request: { query: CitiesDocument },
    result: { data: { cities: ['Bengaluru', 'Mumbai'] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  showsByDate(null, [grand, lux]),
  showsByDate('Mumbai', [grand]),
  {
    request: { query: SeatLayoutMovieDocument, variables: { id: 'm1' } },
    result: { data: { movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', showTimes: [] } } },
  },
];

describe('BookingPage', () => {
  it('shows the movie and one date button per show date, with its weekday', async () => {
    renderRoute('/booking/m1', { mocks });
    expect(screen.getByRole('heading', { name: 'Grab Tickets Now !', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(screen.getByText('Action | Thriller')).toBeInTheDocument();
    expect(screen.getByText('2h 32m')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/m1.svg');
    expect(screen.getByTestId('backdrop')).toHaveAttribute('src', '/art/backdrops/m1.svg');
    const dates = within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(dates.map((d) => d.textContent)).toEqual(['Mon 1 July', 'Fri 12 July']);
  });

  it("refuses to confirm without a date: 'Please select a date first'", async () => {
    const { router } = renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Date' }));
    expect(await screen.findByText('Please select a date first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/m1');
  });

  it('confirms the chosen date to the seat map of that date', async () => {
    const { router } = renderRoute('/booking/m1', { mocks });
    const july12 = await screen.findByRole('button', { name: 'Fri 12 July' });
    await userEvent.click(july12);
    expect(july12).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Date' }));
    expect(router.state.location.pathname).toBe('/movies/m1/2030-07-12');
  });

  it('lists every cinema of the date with its times, screen, price range and filling-fast shows', async () => {
    renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    const grandSection = await screen.findByRole('region', { name: 'Marquee Grand' });
    const luxSection = screen.getByRole('region', { name: 'Marquee Lux' });
    expect(within(grandSection).getByTestId('price-range')).toHaveTextContent('₹150 – ₹400');
    expect(within(luxSection).getByTestId('price-range')).toHaveTextContent(/^₹500$/);
    const grandTimes = within(grandSection).getAllByRole('link');
    expect(grandTimes.map((l) => l.textContent)).toEqual(['10:00 AMAudi 1 — GrandFilling fast', '09:15 PMAudi 2']);
    expect(within(luxSection).getAllByRole('link').map((l) => l.textContent)).toEqual(['07:00 PMLux 1']);
    expect(screen.getAllByText('Filling fast')).toHaveLength(1);
  });

  it("follows the navbar's city picker: one choice across the site", async () => {
    renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    await screen.findByRole('region', { name: 'Marquee Lux' });
    // The navbar renders its picker twice (phone menu, wide screens); CSS shows one.
    const navbarPicker = screen.getAllByRole('combobox', { name: 'Your city' })[0];
    await waitFor(() => expect(within(navbarPicker).getByRole('option', { name: 'Mumbai' })).toBeInTheDocument());
    await userEvent.selectOptions(navbarPicker, 'Mumbai');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Marquee Lux' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
    for (const p of screen.getAllByRole('combobox', { name: 'Your city' })) expect(p).toHaveValue('Mumbai');
  });

  it('filters the cinemas by the chosen city and remembers the city', async () => {
    const { unmount } = renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    await screen.findByRole('region', { name: 'Marquee Lux' });
    const picker = screen.getByRole('combobox', { name: 'City' });
    await within(picker).findByRole('option', { name: 'Mumbai' });
    await userEvent.selectOptions(picker, 'Mumbai');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Marquee Lux' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Marquee Grand' })).toBeInTheDocument();
    expect(localStorage.getItem('marquee.city')).toBe('Mumbai');
    unmount();

    // The next visit opens on Mumbai.
    renderRoute('/booking/m1', { mocks });
    expect(await screen.findByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    await screen.findByRole('region', { name: 'Marquee Grand' });
    expect(screen.queryByRole('region', { name: 'Marquee Lux' })).toBeNull();
  });

  it('goes from a time to the seat map of that show', async () => {
    const { router } = renderRoute('/booking/m1', { mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    const grandSection = await screen.findByRole('region', { name: 'Marquee Grand' });
    await userEvent.click(within(grandSection).getByRole('link', { name: /09:15 PM/ }));
    expect(router.state.location.pathname).toBe('/movies/m1/2030-07-12');
    expect(router.state.location.search).toBe('?show=s3');
  });
});
