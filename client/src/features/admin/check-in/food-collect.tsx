import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UtensilsCrossedIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/errors';
import { allCollected, collectText, type FoodLine } from '../../../lib/food';

const MarkFoodCollectedMutation = graphql(`
  mutation MarkFoodCollected($bookingId: ID!) {
    markFoodCollected(bookingId: $bookingId) {
      id
      food {
        quantity
        collected
        item {
          id
          name
        }
      }
    }
  }
`);

/**
 * The food an admitted booking has to collect at the counter, as large as
 * the seats ("collect: 1 × Large popcorn, 2 × Cola"), and the staff's
 * "Mark collected" once it is handed over; nothing for a booking without food.
 */
export function FoodToCollect({ bookingId, food }: { bookingId: string; food: readonly FoodLine[] }) {
  const [markCollected, { loading }] = useMutation(MarkFoodCollectedMutation);
  const [lines, setLines] = useState<readonly FoodLine[]>(food);
  if (lines.length === 0) return null;
  const done = allCollected(lines);

  const mark = async () => {
    try {
      const { data } = await markCollected({ variables: { bookingId } });
      if (data) setLines(data.markFoodCollected.food);
      toast.success('Food marked collected.');
    } catch (err) {
      toast.error(serverMessage(err) ?? 'The food could not be marked collected. Try again.');
    }
  };

  return (
    <div data-testid="check-in-food" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-black/25 px-4 py-3">
      <UtensilsCrossedIcon aria-hidden="true" className="h-7 w-7 shrink-0" />
      <p data-testid="check-in-collect" className="text-2xl font-semibold md:text-3xl">
        {done ? 'Food collected' : collectText(lines)}
      </p>
      {!done && (
        <button
          type="button"
          onClick={() => void mark()}
          disabled={loading}
          className="ml-auto rounded-full bg-white px-5 py-2 text-base font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60"
        >
          {loading ? 'Marking...' : 'Mark collected'}
        </button>
      )}
    </div>
  );
}
