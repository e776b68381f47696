import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GraphQLError } from 'graphql';
import { MoviesPageDocument } from '../../gql/graphql';
import { renderWithSession } from '../../test/render';
import { MoviesPage } from './movies-page';

function movie(id: string, title: string, posterUrl: string | null = null) {
  return {
    __typename: 'Movie' as const,
    id,
    title,
    posterUrl,
    voteAverage: 6.84,
    releaseDate: '2025-03-07',
    genreNames: ['Action', 'Thriller', 'Crime'],
  };
}

function renderPage(result: object) {
  return renderWithSession(
    <MemoryRouter>
      <MoviesPage />
    </MemoryRouter>,
    { mocks: [{ request: { query: MoviesPageDocument }, result }] },
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
      { mocks: [{ request: { query: MoviesPageDocument }, error: new Error('Failed to fetch') }] },
    );
    expect(await screen.findByText('Movies could not be loaded.')).toBeInTheDocument();
    // The same effect either logs or toasts; once it has logged, flush the
    // toaster's render and look.
    await waitFor(() => expect(log).toHaveBeenCalledWith('Fetching shows failed:', expect.anything()));
    await act(async () => {});
    expect(screen.queryByText('Failed to fetch shows.')).not.toBeInTheDocument();
  });
});
