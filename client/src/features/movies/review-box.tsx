import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { serverMessage } from '../../lib/errors';
import { Button } from '../../components/button';

export const ReviewBoxReviewFragment = graphql(`
  fragment ReviewBox_review on Review {
    id
    rating
    text
  }
`);

const ReviewMovieMutation = graphql(`
  mutation ReviewMovie($movieId: ID!, $rating: Int!, $text: String!) {
    reviewMovie(movieId: $movieId, rating: $rating, text: $text) {
      id
      ...ReviewBox_review
    }
  }
`);

/** The server's limit on a review, in characters. */
export const MAX_REVIEW_CHARS = 1000;
const RATINGS = Array.from({ length: 10 }, (_, i) => i + 1);

/** Characters as the server counts them (code points, around trimmed blanks). */
export function reviewLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * The box for a customer who was admitted to the movie: a rating from 1 to
 * 10 and a short text with a character counter. With their review given,
 * it edits it (the server keeps one per customer and movie).
 */
export function ReviewBox(props: { movieId: string; review?: FragmentType<typeof ReviewBoxReviewFragment> | null }) {
  const mine = getFragmentData(ReviewBoxReviewFragment, props.review);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [save, { loading }] = useMutation(ReviewMovieMutation, { refetchQueries: ['MovieReviews'], awaitRefetchQueries: true });
  const length = reviewLength(text);
  const tooLong = length > MAX_REVIEW_CHARS;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save({ variables: { movieId: props.movieId, rating, text } });
      toast.success(mine ? 'Review updated' : 'Review posted');
    } catch (err) {
      console.error('Saving the review failed:', err);
      toast.error(serverMessage(err) ?? 'Failed to save the review');
    }
  };

  return (
    <form aria-label="Your review" onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3 rounded-lg border border-zinc-700 p-4">
      <fieldset className="flex flex-wrap items-center gap-1.5">
        <legend className="mb-2 text-sm text-zinc-300">You were there: rate it</legend>
        {RATINGS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={rating === n}
            aria-label={`Rate ${n} out of 10`}
            onClick={() => setRating(n)}
            className={`h-8 w-8 rounded-full border text-sm ${rating === n ? 'border-primary bg-primary text-white' : 'border-zinc-600 hover:bg-zinc-800'}`}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <label htmlFor="review-text" className="text-sm text-zinc-300">
        Your review
      </label>
      <textarea
        id="review-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        aria-describedby="review-count"
        aria-invalid={tooLong}
        className="rounded-md border border-zinc-600 bg-zinc-900 p-2 text-sm"
      />
      <p id="review-count" className={`text-xs ${tooLong ? 'text-red-400' : 'text-zinc-400'}`}>
        {length}/{MAX_REVIEW_CHARS} characters
      </p>
      <div>
        <Button type="submit" disabled={loading || tooLong || rating < 1}>
          {mine ? 'Update review' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}
