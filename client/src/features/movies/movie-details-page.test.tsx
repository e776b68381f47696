import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  BookingPageDocument,
  FavouritesPageDocument,
  MovieCreditsDocument,
  MovieDetailsDocument,
  MovieReviewsDocument,
  SimilarMoviesDocument,
  ToggleFavouriteDocument,
} from '../../gql/graphql';
import { cardMovie } from '../../test/fixtures';
import { createLiveTestLink } from '../../test/live-link';
import { unanswered } from '../../test/mocks';
import { makeSession, renderRoute, signedInSession } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';

const overview = 'A'.repeat(150) + ' ' + 'B'.repeat(100);

function details(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Movie',
    id: 'm1',
    title: 'Monsoon Protocol',
    overview,
    posterUrl: '/art/posters/m1.svg',
    backdropUrl: '/art/backdrops/m1.svg',
    voteAverage: 7.64,
    voteCount: 15230,
    genreNames: ['Action', 'Thriller'],
    runtime: 152,
    releaseDate: '2026-10-16',
    trailerKey: 'mQ7vR2xLk9T',
    isFavourite: false,
    certificate: null,
    versions: [],
    ...overrides,
  };
}

const cast = Array.from({ length: 10 }, (_, i) => ({
  __typename: 'CastMember',
  id: `p${i + 1}`,
  name: `Actor ${i + 1}`,
  character: `Role ${i + 1}`,
  profileUrl: i === 0 ? null : `/art/people/p${i + 1}.svg`,
}));

function mocks({
  movie = details(),
  credits = { data: { credits: cast } } as MockLink.MockedResponse['result'],
  extra = [] as MockLink.MockedResponse[],
} = {}): MockLink.MockedResponse[] {
  return [
    { request: { query: MovieDetailsDocument, variables: { id: 'm1' } }, result: { data: { movie } } },
    { request: { query: MovieCreditsDocument, variables: { movieId: 'm1' } }, result: credits },
    {
      // The server ranks them (most genres in common first).
      request: { query: SimilarMoviesDocument, variables: { movieId: 'm1', limit: 4 } },
      result: { data: { similarMovies: ['5', '2', '3', '4'].map((id) => cardMovie(id)) } },
    },
    {
      // The verified reviews (movie-reviews.test.tsx): none here.
      request: { query: MovieReviewsDocument, variables: { movieId: 'm1' } },
      result: {
        data: {
          movie: { __typename: 'Movie', id: 'm1', verifiedRating: null, verifiedCount: 0, canReview: false, myReview: null, reviews: [] },
        },
      },
      maxUsageCount: 5,
    },
    ...extra,
  ];
}

function toggled(isFavourite: boolean): MockLink.MockedResponse {
  return {
    request: { query: ToggleFavouriteDocument, variables: { movieId: 'm1' } },
    result: {
      data: {
        toggleFavourite: {
          __typename: 'FavouriteToggle',
          isFavourite,
          movie: { __typename: 'Movie', id: 'm1', isFavourite },
        },
      },
    },
  };
}

async function loaded() {
  return screen.findByRole('heading', { name: 'Monsoon Protocol', level: 1 });
}

describe('MovieDetailsPage', () => {
  it('shows every element of the movie', async () => {
    renderRoute('/movies/m1', { mocks: mocks() });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await loaded();
    expect(screen.getByTestId('backdrop')).toHaveAttribute('src', '/art/backdrops/m1.svg');
    expect(screen.getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/m1.svg');
    expect(screen.getByText('In Cinemas Now')).toBeInTheDocument();
    expect(screen.getByText('2D')).toBeInTheDocument();
    expect(screen.getByText('English/Hindi')).toBeInTheDocument();
    expect(screen.getByText('7.6')).toBeInTheDocument();
    expect(screen.getByText('(15.2K votes)')).toBeInTheDocument();
    expect(screen.getByText('2h 32m')).toBeInTheDocument();
    expect(screen.getByText('Action, Thriller')).toBeInTheDocument();
    expect(screen.getByText('October 16, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('overview')).toHaveTextContent(overview);
  });

  it('cuts the overview to 200 characters on screens 768 px wide or less', async () => {
    setViewportWidth(768);
    renderRoute('/movies/m1', { mocks: mocks() });
    await loaded();
    expect(screen.getByTestId('overview').textContent).toBe(`${overview.slice(0, 200)}...`);
  });

  it('shows the first 8 cast members with photo or placeholder', async () => {
    renderRoute('/movies/m1', { mocks: mocks() });
    await loaded();
    const list = screen.getByRole('list', { name: 'Cast' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(items[0]).getByRole('img', { name: 'Actor 1' })).toHaveAttribute('data-placeholder', 'true');
    expect(within(items[1]).getByRole('img', { name: 'Actor 2' })).toHaveAttribute('src', '/art/people/p2.svg');
    expect(screen.queryByText('Actor 9')).not.toBeInTheDocument();
  });

  it("says 'No cast information available.' when there is no cast", async () => {
    renderRoute('/movies/m1', { mocks: mocks({ credits: { data: { credits: [] } } }) });
    await loaded();
    expect(screen.getByText('No cast information available.')).toBeInTheDocument();
  });

  it("toasts 'Credits not found' when the credits query fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/movies/m1', { mocks: mocks({ credits: { errors: [new GraphQLError('no credits')] } }) });
    expect(await screen.findByText('Credits not found')).toBeInTheDocument();
  });

  it('lists the 4 similar movies in the order the server ranks them, and See All goes to /movies', async () => {
    const { router } = renderRoute('/movies/m1', { mocks: mocks() });
    await loaded();
    const section = screen.getByRole('region', { name: 'Similar Movies' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/movies/5', '/movies/2', '/movies/3', '/movies/4']);
    await userEvent.click(within(section).getByRole('button', { name: 'See All' }));
    expect(router.state.location.pathname).toBe('/movies');
  });

  it('Book Tickets goes to /booking/{id}', async () => {
    const { router } = renderRoute('/movies/m1', { mocks: mocks({ extra: [unanswered(BookingPageDocument, { id: 'm1' })] }) });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Book Tickets' }));
    expect(router.state.location.pathname).toBe('/booking/m1');
  });

  it('opens the trailer in a modal with YouTube autoplaying', async () => {
    renderRoute('/movies/m1', { mocks: mocks() });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    const dialog = screen.getByRole('dialog', { name: 'Monsoon Protocol trailer' });
    const frame = within(dialog).getByTitle('Monsoon Protocol trailer');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/mQ7vR2xLk9T\?autoplay=1/);
    expect(frame.getAttribute('allow')).toContain('autoplay');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['no trailer key', null],
    ['a blank trailer key', '  '],
  ])('offers no Watch Trailer with %s (nothing to press that only says "Trailer not available")', async (_, trailerKey) => {
    renderRoute('/movies/m1', { mocks: mocks({ movie: details({ trailerKey }) }) });
    await loaded();
    expect(screen.getByRole('button', { name: 'Book Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Trailer not available')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("needs sign-in to favourite: 'Please sign in to add to favourites'", async () => {
    renderRoute('/movies/m1', { mocks: mocks(), session: makeSession() });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Monsoon Protocol to favourites' }));
    expect(await screen.findByText('Please sign in to add to favourites')).toBeInTheDocument();
  });

  it("fills the heart from the movie's isFavourite and redraws it from the toggle's answer", async () => {
    const live = createLiveTestLink(mocks({ movie: details({ isFavourite: true }), extra: [toggled(false)] }));
    renderRoute('/movies/m1', { session: signedInSession(), link: live.link });
    await loaded();
    const heart = screen.getByRole('button', { name: 'Remove Monsoon Protocol from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const release = live.hold('ToggleFavourite');
    await userEvent.click(heart);
    expect(heart).toBeDisabled();
    release();
    expect(await screen.findByText('Favourites updated successfully')).toBeInTheDocument();
    // The same button, now reading the cached movie's new isFavourite.
    await waitFor(() => expect(heart).toHaveAccessibleName('Add Monsoon Protocol to favourites'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toBeEnabled();
    expect(live.requested().filter((op) => op === 'MovieDetails')).toHaveLength(1);
  });

  it('drops the cached favourites list after a toggle, so Favourites asks again', async () => {
    const favourites = (list: object[]) => ({
      request: { query: FavouritesPageDocument },
      result: { data: { favourites: list } },
    });
    const live = createLiveTestLink([
      favourites([cardMovie('m1', { title: 'Monsoon Protocol' })]),
      ...mocks({ movie: details({ isFavourite: true }), extra: [toggled(false), favourites([])] }),
    ]);
    const { router } = renderRoute('/favourite', { session: signedInSession(), link: live.link });
    await userEvent.click(await screen.findByRole('link', { name: /Monsoon Protocol/ }));
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Monsoon Protocol from favourites' }));
    await screen.findByRole('button', { name: 'Add Monsoon Protocol to favourites' });

    const release = live.hold('FavouritesPage');
    await act(() => router.navigate('/favourite'));
    // Without the stale list the page waits for the server's answer.
    expect(screen.getByRole('heading', { name: 'Your Favourite Movies' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Monsoon Protocol/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('No favourite movies found.')).toBeInTheDocument();
  });

  it("says 'Failed to update favourites' when the toggle fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/movies/m1', {
      session: signedInSession(),
      mocks: mocks({
        extra: [
          {
            request: { query: ToggleFavouriteDocument, variables: { movieId: 'm1' } },
            result: { errors: [new GraphQLError('boom')] },
          },
        ],
      }),
    });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Monsoon Protocol to favourites' }));
    expect(await screen.findByText('Failed to update favourites')).toBeInTheDocument();
  });

  it("shows 'Movie not found' (logged, no toast) when the movie is missing", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/movies/m1', {
      mocks: [
        {
          request: { query: MovieDetailsDocument, variables: { id: 'm1' } },
          result: { errors: [new GraphQLError('movie not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
        ...mocks().slice(1),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Movie not found' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Movie not found', expect.anything());
  });

  it("an unknown movie's failing credits add no 'Credits not found' to its not-found page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = { errors: [new GraphQLError('Movie not found', { extensions: { code: 'NOT_FOUND' } })] };
    renderRoute('/movies/m1', {
      mocks: [
        { request: { query: MovieDetailsDocument, variables: { id: 'm1' } }, result: notFound, delay: 20 },
        { request: { query: MovieCreditsDocument, variables: { movieId: 'm1' } }, result: notFound },
        ...mocks().slice(2),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Movie not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Credits not found')).not.toBeInTheDocument();
  });
});

describe('MovieDetailsPage versions and certificate', () => {
  it('shows the certificate and a chip per version playing, "Hindi · 2D"', async () => {
    const v = (language: string, format: string, subtitles: string | null = null) => ({ __typename: 'ShowVersion', language, format, subtitles });
    renderRoute('/movies/m1', {
      mocks: mocks({ movie: details({ certificate: 'UA16', versions: [v('hi', 'TWO_D'), v('en', 'IMAX_2D', 'hi'), v('ta', 'THREE_D')] }) }),
    });
    const chips = await screen.findByRole('list', { name: 'Versions playing' });
    expect(within(chips).getAllByRole('listitem').map((c) => c.textContent)).toEqual([
      'Hindi · 2D',
      'English · IMAX 2D · Hindi subtitles',
      'Tamil · 3D',
    ]);
    expect(screen.getByTestId('certificate')).toHaveTextContent('UA 16+');
    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(screen.queryByText('English/Hindi')).toBeNull();
  });
});
