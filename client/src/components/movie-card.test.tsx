import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../gql';
import type { MovieCard_MovieFragment } from '../gql/graphql';
import { MovieCard, MovieCardMovieFragment } from './movie-card';
import { placeholderPoster } from './poster-image';

function movie(overrides: Partial<MovieCard_MovieFragment> = {}) {
  return makeFragmentData(
    {
      __typename: 'Movie',
      id: '1022789',
      title: 'Inside Out 2',
      posterUrl: 'https://images.example/inside-out-2.jpg',
      voteAverage: 7.25,
      releaseDate: '2024-06-11',
      genreNames: ['Animation', 'Family', 'Comedy'],
      certificate: 'U',
      ...overrides,
    },
    MovieCardMovieFragment,
  );
}

function renderCard(m = movie()) {
  return render(
    <MemoryRouter>
      <MovieCard movie={m} />
    </MemoryRouter>,
  );
}

describe('MovieCard', () => {
  it('shows title, one-decimal rating, release year and the first two genres', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Inside Out 2' })).toBeInTheDocument();
    expect(screen.getByText('7.3')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('Animation | Family')).toBeInTheDocument();
    expect(screen.queryByText(/Comedy/)).not.toBeInTheDocument();
  });

  it('links to the movie detail page', () => {
    renderCard();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/movies/1022789');
  });

  it('scrolls to the top when clicked', () => {
    renderCard();
    fireEvent.click(screen.getByRole('link'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the poster when there is one', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Inside Out 2' })).toHaveAttribute(
      'src',
      'https://images.example/inside-out-2.jpg',
    );
  });

  it('shows the placeholder when posterUrl is null', () => {
    renderCard(movie({ posterUrl: null }));
    const img = screen.getByRole('img', { name: 'Inside Out 2' });
    expect(img).toHaveAttribute('src', placeholderPoster);
    expect(img).toHaveAttribute('data-placeholder', 'true');
  });

  it('falls back to the placeholder when the poster fails to load', () => {
    renderCard();
    const img = screen.getByRole('img', { name: 'Inside Out 2' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', placeholderPoster);
  });

  it('copes with a single genre and a whole-number rating', () => {
    renderCard(movie({ genreNames: ['Drama'], voteAverage: 8 }));
    expect(screen.getByText('Drama')).toBeInTheDocument();
    expect(screen.getByText('8.0')).toBeInTheDocument();
  });
});
