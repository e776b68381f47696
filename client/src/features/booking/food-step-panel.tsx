import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/spinner';
import { formatPaise } from '../../lib/format';
import { FoodStep } from './food-step';
import { orderLines, pruneOrder, type FoodOrder } from '../../components/food/food-order';
import { promoRefusal } from './promo-refusal';
import type { ShowMenu } from '../../components/food/use-show-menu';

/** The running total of the seats and the food, as the booking will be charged (no code yet: the best automatic offer). */
const FoodStepTotalQuery = graphql(`
  query FoodStepTotal($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {
    quote(showId: $showId, seats: $seats, food: $food) {
      totalPaise
    }
  }
`);

function FoodTotal({ showId, seats, order }: { showId: string; seats: readonly string[]; order: FoodOrder }) {
  const { data, previousData, error } = useQuery(FoodStepTotalQuery, {
    variables: { showId, seats: [...seats], food: orderLines(order) },
  });
  const total = (data ?? previousData)?.quote.totalPaise;
  const refusal = error ? promoRefusal(error) : undefined;
  return (
    <p className="text-right">
      <span className="block text-[11px] text-zinc-300">Total</span>
      <span data-testid="food-total" className="text-lg font-semibold">
        {error && !data ? '—' : total === undefined ? '…' : formatPaise(total)}
      </span>
      {refusal && (
        <span role="alert" className="block max-w-40 text-xs text-red-300">
          {refusal.message}
        </span>
      )}
    </p>
  );
}

/**
 * The food step for the chosen show and seats: the menu (with what is left
 * for the show's day) as tiles, the total from Query.quote as the food
 * changes. A menu with nothing to order today goes straight on.
 */
export function FoodStepPanel({
  showId,
  seats,
  menu,
  order,
  setOrder,
  onBack,
  onSkip,
  onContinue,
  busy,
}: {
  busy: boolean;
  showId: string;
  seats: readonly string[];
  menu: ShowMenu;
  order: FoodOrder;
  setOrder(order: FoodOrder): void;
  onBack(): void;
  onSkip(): void;
  onContinue(): void;
}) {
  // Nothing to order today (known only now): back to the seats, confirming.
  const empty = menu.known && !menu.orderable;
  useEffect(() => {
    if (!empty) return;
    onBack();
    onSkip();
  }, [empty]); // eslint-disable-line react-hooks/exhaustive-deps

  // What the menu no longer offers (sold out meanwhile) leaves the order.
  const pruned = pruneOrder(order, menu.items);
  const changed = menu.known && JSON.stringify(pruned) !== JSON.stringify(order);
  useEffect(() => {
    if (changed) setOrder(pruned);
  }, [changed]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!menu.known || empty) return <Spinner className="h-60" />;
  const count = seats.length === 1 ? '1 seat' : `${seats.length} seats`;
  return (
    <FoodStep
      items={menu.items}
      order={order}
      onOrderChange={setOrder}
      seatsText={`${count}: ${seats.join(', ')}`}
      total={<FoodTotal showId={showId} seats={seats} order={order} />}
      onBack={onBack}
      onSkip={onSkip}
      onContinue={onContinue}
      busy={busy}
    />
  );
}
