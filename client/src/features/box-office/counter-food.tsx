import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatPaise } from '../../lib/format';
import { maxQuantity, orderLines, pruneOrder, setQuantity, type FoodOrder } from '../../components/food/food-order';
import { QuantityStepper } from '../../components/food/quantity-stepper';
import { useShowMenu } from '../../components/food/use-show-menu';
import { CounterQuoteQuery } from './sale-operations';

/**
 * The show's cinema's menu as one compact list for the counter: each item
 * that can be had with its price, the stock left when counted, and − / +.
 * Nothing shows when the cinema sells no food. What the menu no longer
 * offers (sold out meanwhile, another show's cinema) drops out of the order.
 */
export function CounterFood({
  showId,
  order,
  onChange,
}: {
  showId: string | null;
  order: FoodOrder;
  onChange(order: FoodOrder): void;
}) {
  const menu = useShowMenu(showId);
  const items = menu.items.filter((i) => maxQuantity(i) > 0 || (order[i.id] ?? 0) > 0);

  useEffect(() => {
    if (!menu.known) return;
    const pruned = pruneOrder(order, menu.items);
    if (JSON.stringify(orderLines(pruned)) !== JSON.stringify(orderLines(order))) onChange(pruned);
  }, [menu.known, menu.items, order, onChange]);

  if (items.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1" aria-label="Food and drinks">
      <legend className="text-sm">Food and drinks</legend>
      <ul className="flex flex-col divide-y divide-zinc-800">
        {items.map((item) => (
          <li key={item.id} data-testid={`counter-food-${item.id}`} className="flex items-center justify-between gap-3 py-1">
            <span className="flex flex-col">
              <span>{item.name}</span>
              <span className="text-xs text-zinc-400">
                {formatPaise(item.pricePaise)}
                {item.stockLeft !== null && ` · ${item.stockLeft} left`}
              </span>
            </span>
            <QuantityStepper
              name={item.name}
              quantity={order[item.id] ?? 0}
              max={maxQuantity(item)}
              onChange={(q) => onChange(setQuantity(order, item.id, q, maxQuantity(item)))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The sale's total as the server prices it (food included), once there are seats to price. */
export function CounterTotal({ showId, seats, order }: { showId: string | null; seats: string[]; order: FoodOrder }) {
  const food = orderLines(order);
  const { data } = useQuery(CounterQuoteQuery, {
    variables: { showId: showId ?? '', seats, food: food.length ? food : null },
    skip: !showId || seats.length === 0,
  });
  if (!showId || seats.length === 0 || !data) return null;
  return (
    <p data-testid="counter-total" className="font-semibold">
      Total {formatPaise(data.quote.totalPaise)}
      {data.quote.foodPaise > 0 && (
        <span className="font-normal text-zinc-400"> (food {formatPaise(data.quote.foodPaise)})</span>
      )}
    </p>
  );
}
