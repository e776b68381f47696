import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/session';
import { MovieReviewsQuery } from './movie-reviews-query';
import { ReviewBox } from './review-box';
import { ReviewItem } from './review-item';

/**
 * The movie page's verified reviews: the box for a customer who was
 * admitted (the server says who may), then the newest reviews, each with
 * where and when its author watched the film.
 */
export function MovieReviews({ movieId }: { movieId: string }) {
  const session = useSession();
  // Asked once the session is known: canReview and myReview are the caller's.
  const { data, loading } = useQuery(MovieReviewsQuery, { variables: { movieId }, skip: !session.isLoaded });
  const movie = data?.movie;
  if (!movie) return null;

  return (
    <section aria-labelledby="reviews-heading" className="mx-auto mt-20 max-w-6xl">
      <h2 id="reviews-heading" className="mb-2 text-lg font-medium">
        Verified Reviews
      </h2>
      <p className="mb-6 text-sm text-zinc-400">Only from people whose ticket was scanned at the door.</p>
      {movie.canReview && (
        // Keyed by the review, so the box starts from the saved one.
        <div className="mb-6">
          <ReviewBox key={movie.myReview?.id ?? 'new'} movieId={movieId} review={movie.myReview} />
        </div>
      )}
      {movie.reviews.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Reviews">
          {movie.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} canHide={session.isAdmin} />
          ))}
        </ul>
      ) : (
        !loading && <p className="text-zinc-400">No verified reviews yet.</p>
      )}
    </section>
  );
}
