import { useQuery } from '@apollo/client/react';
import { BadgeCheckIcon } from 'lucide-react';
import { formatRating } from '../../lib/format';
import { useSession } from '../../lib/session';
import { MovieReviewsQuery } from './movie-reviews-query';

/**
 * The verified average beside TMDB's score: ratings only from people whose
 * ticket was scanned at the door. Nothing shows until it has loaded.
 */
export function VerifiedRating({ movieId }: { movieId: string }) {
  // The same query as MovieReviews, asked at the same moment (once the
  // session is known: an answer asked for anonymously while it loads could
  // be what a signed-in customer's page keeps).
  const session = useSession();
  const { data } = useQuery(MovieReviewsQuery, { variables: { movieId }, skip: !session.isLoaded });
  const movie = data?.movie;
  if (!movie) return null;
  const count = movie.verifiedCount;
  return (
    <p className="flex items-center gap-2 text-zinc-300" data-testid="verified-rating">
      <BadgeCheckIcon aria-hidden="true" className="h-5 w-5 text-emerald-400" />
      <span>{count > 0 ? formatRating(movie.verifiedRating) : '–'}</span>
      <span className="rounded bg-emerald-900/60 px-1.5 text-xs font-semibold text-emerald-300 uppercase">Verified</span>
      <span className="text-zinc-400">
        ({count} verified {count === 1 ? 'rating' : 'ratings'})
      </span>
    </p>
  );
}
