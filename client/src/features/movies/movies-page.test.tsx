import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GraphQLError } from 'graphql';
import { MovieFilterOptionsDocument, MoviesPageDocument } from '../../gql/graphql';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderWithSession } from '../../test/render';
import { MoviesPage } from './movies-page';

const filterOptions = {
  request: { query: MovieFilterOptionsDocument },
  result: {
    data: {
      movieFilterOptions: {
        __typename: 'MovieFilterOptions' as const,
        genres: ['Action', 'Drama'],
        languages: ['en', 'hi'],
        formats: ['TWO_D', 'IMAX_2D'],
        dates: ['2031-05-01', '2031-05-02'],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function movie(id: string, title: string, posterUrl: string | null = null) {
  return {
    __typename: 'Movie' as const,
    id,
    title,
    posterUrl,
    voteAverage: 6.84,
    releaseDate: '2025-03-07',
    genreNames: ['Action', 'Thriller', 'Crime'],
    certificate: 'UA13',
  };
}

function renderPage(result: object) {
  return renderWithSession(
    <MemoryRouter>
      <MoviesPage />
    </MemoryRouter>,
    { mocks: [{ request: { query: MoviesPageDocument }, result }, filterOptions] },
  );
}

describe('MoviesPage', () => {
  it('shows the heading and a card per movie from the movies query', async () => {
    renderPage({
      data: { movies: [movie('1', 'Mickey 17', '/art/m17.jpg'), movie('2', 'Novocaine')] },
    });
    expect(screen.getByRole('heading', { name: 'Book Your Tickets Now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    const first = await screen.findByRole('link', { name: /Mickey 17/ });
    expect(first).toHaveAttribute('href', '/movies/1');
    expect(within(first).getByText('6.8')).toBeInTheDocument();
    expect(within(first).getByText('2025')).toBeInTheDocument();
    expect(within(first).getByText('Action | Thriller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Novocaine/ })).toHaveAttribute('href', '/movies/2');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('scrolls to the top on mount', () => {
    renderPage({ data: { movies: [] } });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('says so when nothing is showing', async () => {
    renderPage({ data: { movies: [] } });
    expect(await screen.findByText('No movies are showing right now.')).toBeInTheDocument();
  });

  it("survives a failed query, toasting 'Failed to fetch shows.'", async () => {
    renderPage({ errors: [new GraphQLError('boom')] });
    await waitFor(() =>
      expect(screen.getByText('Movies could not be loaded.')).toBeInTheDocument(),
    );
    expect(await screen.findByText('Failed to fetch shows.')).toBeInTheDocument();
  });

  it('lays the grid out in 2, 3 or 4 columns', async () => {
    renderPage({ data: { movies: [movie('1', 'Mickey 17')] } });
    const card = await screen.findByRole('link', { name: /Mickey 17/ });
    expect(card.parentElement).toHaveClass('grid-cols-2', 'sm:grid-cols-3', 'lg:grid-cols-4');
  });
});

describe('MoviesPage when the call itself fails', () => {
  it('only logs it (SPEC §8: shows fetch throws → logged only)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSession(
      <MemoryRouter>
        <MoviesPage />
      </MemoryRouter>,
      { mocks: [{ request: { query: MoviesPageDocument }, error: new Error('Failed to fetch') }, filterOptions] },
    );
    expect(await screen.findByText('Movies could not be loaded.')).toBeInTheDocument();
    // The same effect either logs or toasts; once it has logged, flush the
    // toaster's render and look.
    await waitFor(() => expect(log).toHaveBeenCalledWith('Fetching shows failed:', expect.anything()));
    await act(async () => {});
    expect(screen.queryByText('Failed to fetch shows.')).not.toBeInTheDocument();
  });
});

describe('MoviesPage filters in the URL', () => {
  const drama = movie('1', 'Monsoon Wedding');
  const dramaInHindi = movie('2', 'Shah Jahan Returns');

  function listed(variables: Record<string, unknown>, movies: ReturnType<typeof movie>[]) {
    return {
      request: { query: MoviesPageDocument, variables },
      result: { data: { movies } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
  }

  const byRating = { filter: { genre: 'Drama' }, sort: 'RATING' };
  const mocks = [
    filterOptions,
    listed(byRating, [drama, dramaInHindi]),
    listed({ filter: { genre: 'Drama', language: 'hi' }, sort: 'RATING' }, [dramaInHindi]),
    listed({ filter: { search: 'shah', genre: 'Drama' }, sort: 'RATING' }, [dramaInHindi]),
    listed({ filter: { genre: 'Drama', format: 'IMAX_2D' }, sort: 'RATING' }, [drama]),
    listed({ filter: { genre: 'Drama', language: 'hi', format: 'IMAX_2D' }, sort: 'RATING' }, []),
    listed({}, [drama, dramaInHindi, movie('3', 'Interstellar')]),
  ];

  const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  const cards = () => screen.getAllByRole('link', { name: /Monsoon|Shah|Interstellar/ }).map((a) => a.getAttribute('href'));

  it('reads the filters from a shared link and asks for exactly those', async () => {
    renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    expect(cards()).toEqual(['/movies/1', '/movies/2']);
    await waitFor(() => expect(select('Genre')).toHaveValue('Drama'));
    expect(select('Sort by')).toHaveValue('RATING');
    expect(select('Language')).toHaveValue('');
    expect(within(select('Language')).getByRole('option', { name: 'Hindi' })).toHaveValue('hi');
    expect(within(select('Date')).getByRole('option', { name: 'Fri 2 May' })).toHaveValue('2031-05-02');
  });

  it('filters by format and language through movies(filter:), the format named as cinemas print it', async () => {
    const { router } = renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    await waitFor(() => expect(within(select('Format')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All formats', '2D', 'IMAX 2D']));
    await userEvent.selectOptions(select('Format'), 'IMAX_2D');
    expect(router.state.location.search).toBe('?genre=Drama&sort=RATING&format=IMAX_2D');
    await waitFor(() => expect(cards()).toEqual(['/movies/1']));
    await userEvent.selectOptions(select('Language'), 'hi');
    await screen.findByText('No movies match these filters.');
    expect(router.state.location.search).toBe('?genre=Drama&sort=RATING&format=IMAX_2D&language=hi');
  });

  it('puts each choice in the URL, and back and forward replay them', async () => {
    const { router } = renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    await waitFor(() => expect(within(select('Language')).getAllByRole('option')).toHaveLength(3));

    await userEvent.selectOptions(select('Language'), 'hi');
    expect(router.state.location.search).toBe('?genre=Drama&sort=RATING&language=hi');
    await waitFor(() => expect(cards()).toEqual(['/movies/2']));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?genre=Drama&sort=RATING');
    await waitFor(() => expect(cards()).toEqual(['/movies/1', '/movies/2']));
    expect(select('Language')).toHaveValue('');

    await act(() => router.navigate(1));
    await waitFor(() => expect(cards()).toEqual(['/movies/2']));
    expect(select('Language')).toHaveValue('hi');
  });

  it('follows the search field once typing pauses, replacing the history entry', async () => {
    const { router } = renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, 'shah');
    await waitFor(() => expect(router.state.location.search).toBe('?genre=Drama&sort=RATING&q=shah'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Results for “shah”' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(['/movies/2']));
    expect(within(select('Sort by')).getByRole('option', { name: 'Best match' })).toBeInTheDocument();
  });

  it('clears every filter at once', async () => {
    const { router } = renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(select('Genre')).toHaveValue('');
    expect(select('Sort by')).toHaveValue('SOONEST_SHOW');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    renderRoute('/movies?language=fr', { mocks: [filterOptions, listed({ filter: { language: 'fr' } }, [])] });
    expect(await screen.findByText('No movies match these filters.')).toBeInTheDocument();
    // A language no movie has any more still shows as chosen.
    expect(select('Language')).toHaveValue('fr');
  });
});

describe('MoviesPage in the site-wide city', () => {
  const listed = (variables: Record<string, unknown>, movies: ReturnType<typeof movie>[]) => ({
    request: { query: MoviesPageDocument, variables },
    result: { data: { movies } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });
  const mocks = [
    filterOptions,
    listed({ filter: { city: 'Mumbai' } }, [movie('1', 'Monsoon Wedding')]),
    listed({ filter: { genre: 'Drama', city: 'Mumbai' }, sort: 'RATING' }, [movie('1', 'Monsoon Wedding')]),
    listed({}, [movie('1', 'Monsoon Wedding'), movie('2', 'Pune Story')]),
  ];
  const cards = () => screen.getAllByRole('link', { name: /Monsoon|Pune/ }).map((a) => a.getAttribute('href'));

  it('asks for the movies showing in the chosen city, with the filters of the URL, and says which city', async () => {
    localStorage.setItem('marquee.city', 'Mumbai');
    renderRoute('/movies?genre=Drama&sort=RATING', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    expect(cards()).toEqual(['/movies/1']);
    expect(screen.getByTestId('city-scope')).toHaveTextContent('Showing in Mumbai');
  });

  it('lists every city again from All cities, keeping the city out of the URL', async () => {
    localStorage.setItem('marquee.city', 'Mumbai');
    const { router } = renderRoute('/movies', { mocks });
    await screen.findByRole('link', { name: /Monsoon Wedding/ });
    expect(cards()).toEqual(['/movies/1']);
    await userEvent.click(screen.getByRole('button', { name: 'All cities' }));
    await waitFor(() => expect(cards()).toEqual(['/movies/1', '/movies/2']));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('city-scope')).not.toBeInTheDocument();
  });

  it('says when nothing shows in the city', async () => {
    localStorage.setItem('marquee.city', 'Pune');
    renderRoute('/movies', { mocks: [filterOptions, listed({ filter: { city: 'Pune' } }, [])] });
    expect(await screen.findByText('No movies are showing in Pune right now.')).toBeInTheDocument();
  });
});
