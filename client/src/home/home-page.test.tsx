import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePageDocument, MoviesPageDocument } from '../gql/graphql';
import { cardMovie } from '../test/fixtures';
import { renderRoute } from '../test/render';

const movies = ['1', '2', '3', '4', '5', '6'].map((id) => cardMovie(id));

describe('HomePage', () => {
  it('shows a spinner, then the first four movies as Now Showing', async () => {
    renderRoute('/', {
      mocks: [{ request: { query: HomePageDocument }, result: { data: { movies } } }],
    });
    expect(screen.getByRole('heading', { name: 'Now Showing' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: /Movie 1/ })).toHaveAttribute('href', '/movies/1');
    expect(screen.getByRole('link', { name: /Movie 4/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Movie 5/ })).not.toBeInTheDocument();
  });

  it('View All goes to /movies', async () => {
    const { router } = renderRoute('/', {
      mocks: [
        { request: { query: HomePageDocument }, result: { data: { movies } } },
        { request: { query: MoviesPageDocument }, result: { data: { movies } } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(router.state.location.pathname).toBe('/movies');
    expect(
      await screen.findByRole('heading', { name: 'Book Your Tickets Now' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Movie \d/ })).toHaveLength(6));
  });
});
