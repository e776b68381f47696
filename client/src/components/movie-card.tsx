import { Link } from 'react-router';
import { StarIcon } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { PosterImage } from './poster-image';
import { CertificateBadge } from './certificate-badge';
import { formatRating, joinGenres, releaseYear } from '../lib/format';

export const MovieCardMovieFragment = graphql(`
  fragment MovieCard_movie on Movie {
    id
    title
    posterUrl
    voteAverage
    releaseDate
    genreNames
    certificate
  }
`);

/**
 * A movie's card. Its title is an h3 under a section's h2; directly under a
 * page's h1 (the movie list, favourites) pass headingLevel 2, so no heading
 * level is skipped.
 */
export function MovieCard(props: { movie: FragmentType<typeof MovieCardMovieFragment>; headingLevel?: 2 | 3 }) {
  const movie = getFragmentData(MovieCardMovieFragment, props.movie);
  const Title = props.headingLevel === 2 ? 'h2' : 'h3';
  const year = releaseYear(movie.releaseDate);
  const genres = joinGenres(movie.genreNames);
  return (
    <Link
      to={`/movies/${movie.id}`}
      onClick={() => window.scrollTo(0, 0)}
      className="group flex flex-col rounded-2xl bg-zinc-900 p-3 transition duration-300 hover:-translate-y-1"
    >
      <PosterImage
        src={movie.posterUrl}
        alt={movie.title}
        className="aspect-[2/3] w-full rounded-lg object-cover object-center"
      />
      <div className="mt-2 flex items-center justify-between text-sm text-zinc-400">
        <span className="flex items-center gap-2">
          {year}
          <CertificateBadge certificate={movie.certificate} />
        </span>
        <span className="flex items-center gap-1" aria-label={`Rating ${formatRating(movie.voteAverage)} out of 10`}>
          <StarIcon aria-hidden="true" className="h-4 w-4 fill-primary text-primary" />
          {formatRating(movie.voteAverage)}
        </span>
      </div>
      <Title className="mt-1 truncate font-semibold group-hover:text-primary">{movie.title}</Title>
      {genres && <p className="truncate text-sm text-zinc-400">{genres}</p>}
    </Link>
  );
}
