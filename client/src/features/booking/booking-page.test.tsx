import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPageDocument, CitiesDocument, SeatLayoutMovieDocument, ShowsByDateDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/render';
import { groupByVersion } from './cinema-show-times';

const cinemas = {
  c1: { __typename: 'Cinema' as const, id: 'c1', name: 'Marquee Grand', city: 'Mumbai', address: 'Marquee Grand Road, Mumbai' },
  c2: { __typename: 'Cinema' as const, id: 'c2', name: 'Marquee Lux', city: 'Bengaluru', address: 'Marquee Lux Road, Bengaluru' },
};

// The shows the fake server knows; showsByDate answers from them by its
// variables, as the real one does, so a filter that sends the wrong
// variables shows the wrong times.
interface FakeShow {
  showId: string;
  date: string;
  cinema: keyof typeof cinemas;
  localTime: string;
  screenName: string;
  format: string;
  language: string;
  subtitles?: string;
  fillingFast?: boolean;
}
const shows: FakeShow[] = [
  { showId: 's1', date: '2030-07-01', cinema: 'c2', localTime: '19:00', screenName: 'Lux 1', format: 'TWO_D', language: 'en' },
  { showId: 's2', date: '2030-07-12', cinema: 'c1', localTime: '10:00', screenName: 'Audi 1 — Grand', format: 'TWO_D', language: 'hi', fillingFast: true },
  { showId: 's3', date: '2030-07-12', cinema: 'c1', localTime: '21:15', screenName: 'Audi 2', format: 'IMAX_2D', language: 'en', subtitles: 'hi' },
  { showId: 's5', date: '2030-07-12', cinema: 'c1', localTime: '23:30', screenName: 'Audi 1 — Grand', format: 'TWO_D', language: 'hi' },
  { showId: 's4', date: '2030-07-12', cinema: 'c2', localTime: '19:00', screenName: 'Lux 1', format: 'TWO_D', language: 'en' },
];

const movie = {
  __typename: 'Movie' as const,
  id: 'm1',
  title: 'Monsoon Protocol',
  posterUrl: '/art/posters/m1.svg',
  backdropUrl: '/art/backdrops/m1.svg',
  genreNames: ['Action', 'Thriller'],
  runtime: 152,
  certificate: 'UA13',
  versions: [
    { __typename: 'ShowVersion' as const, format: 'TWO_D', language: 'en' },
    { __typename: 'ShowVersion' as const, format: 'IMAX_2D', language: 'en' },
    { __typename: 'ShowVersion' as const, format: 'TWO_D', language: 'hi' },
  ],
  showTimes: ['2030-07-01', '2030-07-12'].map((date) => ({
    __typename: 'ShowDate' as const,
    date,
    times: shows
      .filter((s) => s.date === date)
      .map((s) => ({
        __typename: 'ShowTime' as const,
        showId: s.showId,
        cinemaCity: cinemas[s.cinema].city,
        format: s.format,
        language: s.language,
      })),
  })),
};

let requests: Array<Record<string, unknown>> = [];

function showsByDate(v: Record<string, unknown>) {
  const matching = shows.filter(
    (s) =>
      s.date === v.date &&
      (!v.city || cinemas[s.cinema].city === v.city) &&
      (!v.format || s.format === v.format) &&
      (!v.language || s.language === v.language),
  );
  const ids = [...new Set(matching.map((s) => s.cinema))];
  return ids.map((id) => ({
    __typename: 'CinemaShowTimes' as const,
    cinema: cinemas[id],
    minPricePaise: id === 'c1' ? 15000 : 50000,
    maxPricePaise: id === 'c1' ? 40000 : 50000,
    times: matching
      .filter((s) => s.cinema === id)
      .map((s) => ({
        __typename: 'ShowAvailability' as const,
        showId: s.showId,
        localTime: s.localTime,
        screenName: s.screenName,
        seatsAvailable: s.fillingFast ? 20 : 200,
        waitlistLength: 0,
        fillingFast: Boolean(s.fillingFast),
        format: s.format,
        language: s.language,
        subtitles: s.subtitles ?? null,
        openCaptions: false,
        audioDescription: false,
      })),
  }));
}

const mocks = (m: typeof movie = movie) => [
  { request: { query: BookingPageDocument, variables: { id: 'm1' } }, result: { data: { movie: m } } },
  {
    request: { query: CitiesDocument },
    result: { data: { cities: ['Bengaluru', 'Chennai', 'Mumbai'] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: ShowsByDateDocument, variables: () => true },
    result: (v: Record<string, unknown>) => {
      requests.push(v);
      return { data: { showsByDate: showsByDate(v) } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SeatLayoutMovieDocument, variables: { id: 'm1' } },
    result: { data: { movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', certificate: null, showTimes: [] } } },
  },
];

const dateButtons = () => within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');

beforeEach(() => {
  requests = [];
});

describe('BookingPage', () => {
  it('shows the movie with its certificate and one date button per show date, the first chosen', async () => {
    renderRoute('/booking/m1', { mocks: mocks() });
    expect(screen.getByRole('heading', { name: 'Grab Tickets Now !', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate')).toHaveTextContent('UA 13+');
    expect(screen.getByText('Action | Thriller')).toBeInTheDocument();
    expect(screen.getByText('2h 32m')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/m1.svg');
    expect(screen.getByTestId('backdrop')).toHaveAttribute('src', '/art/backdrops/m1.svg');
    expect(dateButtons().map((d) => d.textContent)).toEqual(['Mon 1 July', 'Fri 12 July']);
    expect(screen.getByRole('button', { name: 'Mon 1 July' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Marquee Lux' })).toBeInTheDocument();
  });

  it('has no Confirm Date step: choosing a date lists its times and a time goes straight to the seat map', async () => {
    const { router } = renderRoute('/booking/m1', { mocks: mocks() });
    const july12 = await screen.findByRole('button', { name: 'Fri 12 July' });
    expect(screen.queryByRole('button', { name: 'Confirm Date' })).toBeNull();
    await userEvent.click(july12);
    expect(july12).toHaveAttribute('aria-pressed', 'true');
    const grandSection = await screen.findByRole('region', { name: 'Marquee Grand' });
    const link = within(grandSection).getByRole('link', { name: /09:15 PM/ });
    expect(link).toHaveAttribute('href', '/movies/m1/2030-07-12?show=s3');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/movies/m1/2030-07-12');
    expect(router.state.location.search).toBe('?show=s3');
  });

  it('lists every cinema with its price range and its times grouped by language · format, with screen, late-night and filling-fast hints', async () => {
    renderRoute('/booking/m1', { mocks: mocks() });
    await userEvent.click(await screen.findByRole('button', { name: 'Fri 12 July' }));
    const grandSection = await screen.findByRole('region', { name: 'Marquee Grand' });
    const luxSection = screen.getByRole('region', { name: 'Marquee Lux' });
    expect(within(grandSection).getByTestId('price-range')).toHaveTextContent('₹150 – ₹400');
    expect(within(luxSection).getByTestId('price-range')).toHaveTextContent(/^₹500$/);
    const groups = within(grandSection).getAllByTestId('version-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Hindi · 2D', 'English · IMAX 2D']);
    expect(within(groups[0]).getAllByRole('link').map((l) => l.textContent)).toEqual([
      '10:00 AMAudi 1 — GrandFilling fast',
      '11:30 PMAudi 1 — GrandLate night',
    ]);
    expect(within(groups[1]).getAllByRole('link').map((l) => l.textContent)).toEqual(['09:15 PMAudi 2Hindi subtitles']);
    expect(within(luxSection).getByRole('heading', { name: 'English · 2D' })).toBeInTheDocument();
    expect(within(luxSection).getAllByRole('link').map((l) => l.textContent)).toEqual(['07:00 PMLux 1']);
    expect(screen.getAllByText('Late night')).toHaveLength(1);
  });

  it('filters by language and format: the chips send them to showsByDate and narrow the dates', async () => {
    renderRoute('/booking/m1', { mocks: mocks() });
    const language = await screen.findByRole('group', { name: 'Language' });
    expect(within(language).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'English', 'Hindi']);
    const format = screen.getByRole('group', { name: 'Format' });
    expect(within(format).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', '2D', 'IMAX 2D']);

    await userEvent.click(within(language).getByRole('button', { name: 'Hindi' }));
    // No Hindi show on 1 July: the strip keeps to 12 July, chosen for the visitor.
    expect(dateButtons().map((d) => d.textContent)).toEqual(['Fri 12 July']);
    const grand = await screen.findByRole('region', { name: 'Marquee Grand' });
    await waitFor(() => expect(within(grand).getAllByRole('link')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Marquee Lux' })).toBeNull();
    expect(requests.at(-1)).toEqual({ movieId: 'm1', date: '2030-07-12', city: null, format: null, language: 'hi' });

    await userEvent.click(within(language).getByRole('button', { name: 'English' }));
    await userEvent.click(within(format).getByRole('button', { name: 'IMAX 2D' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ movieId: 'm1', date: '2030-07-12', city: null, format: 'IMAX_2D', language: 'en' }),
    );
    const grandImax = await screen.findByRole('region', { name: 'Marquee Grand' });
    await waitFor(() => expect(within(grandImax).getAllByRole('link').map((l) => l.textContent)).toEqual(['09:15 PMAudi 2Hindi subtitles']));
  });

  it("offers only the dates with a show in the site-wide city, and follows the navbar's picker", async () => {
    localStorage.setItem('marquee.city', 'Mumbai');
    renderRoute('/booking/m1', { mocks: mocks() });
    // 1 July plays only in Bengaluru.
    await screen.findByRole('region', { name: 'Marquee Grand' });
    expect(dateButtons().map((d) => d.textContent)).toEqual(['Fri 12 July']);
    expect(screen.queryByRole('region', { name: 'Marquee Lux' })).toBeNull();
    expect(requests.at(-1)).toMatchObject({ date: '2030-07-12', city: 'Mumbai' });

    const navbarPicker = screen.getAllByRole('combobox', { name: 'Your city' })[0];
    await waitFor(() => expect(within(navbarPicker).getByRole('option', { name: 'Bengaluru' })).toBeInTheDocument());
    await userEvent.selectOptions(navbarPicker, 'Bengaluru');
    await waitFor(() => expect(dateButtons().map((d) => d.textContent)).toEqual(['Mon 1 July', 'Fri 12 July']));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
    expect(await screen.findByRole('region', { name: 'Marquee Lux' })).toBeInTheDocument();
    expect(localStorage.getItem('marquee.city')).toBe('Bengaluru');
  });

  it('says when the movie has no show in the city and offers the cities that have, which switch the city', async () => {
    localStorage.setItem('marquee.city', 'Chennai');
    renderRoute('/booking/m1', { mocks: mocks() });
    const none = await screen.findByTestId('no-show-in-city');
    expect(none).toHaveTextContent('Monsoon Protocol has no shows in Chennai.');
    expect(screen.queryByRole('group', { name: 'Show dates' })).toBeNull();
    expect(within(none).getAllByRole('button').map((b) => b.textContent)).toEqual(['Bengaluru', 'Mumbai']);
    await userEvent.click(within(none).getByRole('button', { name: 'Mumbai' }));
    expect(localStorage.getItem('marquee.city')).toBe('Mumbai');
    expect(await screen.findByRole('region', { name: 'Marquee Grand' })).toBeInTheDocument();
    expect(dateButtons().map((d) => d.textContent)).toEqual(['Fri 12 July']);
    expect(screen.queryByTestId('no-show-in-city')).toBeNull();
  });

  it('says so when the movie has no show at all', async () => {
    renderRoute('/booking/m1', { mocks: mocks({ ...movie, versions: [], showTimes: [] }) });
    expect(await screen.findByText('No shows are scheduled for this movie yet.')).toBeInTheDocument();
  });
});

describe('groupByVersion', () => {
  it('groups times by "language · format" in the order of their first show', () => {
    const t = (id: string, language: string, format: string) => ({ id, language, format });
    const groups = groupByVersion([t('a', 'en', 'IMAX_2D'), t('b', 'hi', 'TWO_D'), t('c', 'en', 'IMAX_2D'), t('d', 'ta', 'FOUR_DX')]);
    expect(groups.map((g) => [g.label, g.times.map((x) => x.id)])).toEqual([
      ['English · IMAX 2D', ['a', 'c']],
      ['Hindi · 2D', ['b']],
      ['Tamil · 4DX', ['d']],
    ]);
  });
});
