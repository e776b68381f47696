import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MovieCreditsDocument, MovieDetailsDocument, ReleasesPageDocument, SimilarMoviesDocument } from '../../gql/graphql';
import { unanswered } from '../../test/mocks';
import { renderRoute } from '../../test/render';

const movies = ['1', '2', '3'].map((id) => ({
  __typename: 'Movie' as const,
  id,
  title: `Release ${id}`,
  posterUrl: id === '2' ? null : `/art/posters/${id}.svg`,
  releaseDate: `2026-0${id}-15`,
}));
const mocks = [{ request: { query: ReleasesPageDocument }, result: { data: { movies } } }];

describe('ReleasesPage', () => {
  it('scrolls the posters twice over, in a 60 s loop that pauses on hover', async () => {
    renderRoute('/releases', { mocks });
    expect(screen.getByRole('heading', { name: 'New Releases', level: 1 })).toBeInTheDocument();
    const track = await screen.findByTestId('marquee-track');
    expect(track.style.animationName).toBe('marquee-scroll');
    expect(track.style.animationDuration).toBe('60s');
    expect(track.style.animationIterationCount).toBe('infinite');
    // Set inline, the play state would override the pause on hover and for reduced motion.
    expect(track.style.animationPlayState).toBe('');
    expect(track).toHaveClass('group-hover:[animation-play-state:paused]');
    expect(track).toHaveClass('motion-reduce:[animation-play-state:paused]');

    // Both copies are there; only the first is exposed to assistive tech.
    const all = track.querySelectorAll('a');
    expect(all).toHaveLength(6);
    expect([...all].map((a) => a.getAttribute('href'))).toEqual([
      '/movies/1', '/movies/2', '/movies/3', '/movies/1', '/movies/2', '/movies/3',
    ]);
    expect(within(track).getAllByRole('link')).toHaveLength(3);
  });

  it('shows each title and release date without hover (a phone has none) and goes to the movie on click', async () => {
    const { router } = renderRoute('/releases', {
      mocks: [
        ...mocks,
        unanswered(MovieDetailsDocument, { id: '2' }),
        unanswered(MovieCreditsDocument, { movieId: '2' }),
        unanswered(SimilarMoviesDocument),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Release 2 February 15, 2026' });
    expect(link).toHaveAttribute('title', 'Release 2');
    for (const text of ['Release 2', 'February 15, 2026']) {
      const caption = within(link).getByText(text);
      expect(caption.className).not.toMatch(/opacity-0|hidden|sr-only/);
    }
    expect(link.querySelector('img')).toHaveAttribute('data-placeholder', 'true');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/movies/2');
  });
});
