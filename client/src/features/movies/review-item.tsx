import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { StarIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatReleaseDate } from '../../lib/format';
import { serverMessage } from '../../lib/errors';

export const ReviewItemReviewFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    author
    rating
    text
    watchedAt
    cinemaName
  }
`);

const HideReviewMutation = graphql(`
  mutation HideReview($id: ID!) {
    hideReview(id: $id)
  }
`);

/** One verified review; admins get a Hide action (the server keeps an audit row). */
export function ReviewItem(props: { review: FragmentType<typeof ReviewItemReviewFragment>; canHide: boolean }) {
  const review = getFragmentData(ReviewItemReviewFragment, props.review);
  const [hide] = useMutation(HideReviewMutation, { refetchQueries: ['MovieReviews'], awaitRefetchQueries: true });
  const [busy, setBusy] = useState(false);

  const onHide = async () => {
    setBusy(true);
    try {
      await hide({ variables: { id: review.id } });
      toast.success('Review hidden');
    } catch (err) {
      console.error('Hiding the review failed:', err);
      toast.error(serverMessage(err) ?? 'Failed to hide the review');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-lg border border-zinc-700 p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium">{review.author}</span>
        <span className="flex items-center gap-1 text-primary" aria-label={`Rated ${review.rating} out of 10`}>
          <StarIcon aria-hidden="true" className="h-4 w-4 fill-primary" />
          {review.rating}/10
        </span>
        {props.canHide && (
          <button
            type="button"
            onClick={() => void onHide()}
            disabled={busy}
            aria-label={`Hide the review by ${review.author}`}
            className="ml-auto rounded border border-zinc-500 px-2 py-0.5 text-xs hover:bg-zinc-800 disabled:opacity-60"
          >
            Hide
          </button>
        )}
      </div>
      <p className="mt-1 text-xs text-zinc-400">
        Watched at {review.cinemaName} on {formatReleaseDate(review.watchedAt)}
      </p>
      {review.text && <p className="mt-2 text-sm whitespace-pre-line text-zinc-300">{review.text}</p>}
    </li>
  );
}
