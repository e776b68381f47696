import type { MovieCard_MovieFragment } from '../gql/graphql';

/** A movie as the MovieCard fragment selects it. */
export function cardMovie(id: string, overrides: Partial<MovieCard_MovieFragment> = {}) {
  return {
    __typename: 'Movie' as const,
    id,
    title: `Movie ${id}`,
    posterUrl: null,
    voteAverage: 7,
    releaseDate: '2025-01-01',
    genreNames: ['Drama'],
    certificate: null as MovieCard_MovieFragment['certificate'],
    ...overrides,
  };
}
