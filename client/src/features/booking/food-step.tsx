import { useState, type ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { Button } from '../../components/button';
import { categoryLabel } from '../../lib/food';
import { groupByCategory, maxQuantity, orderCount, setQuantity, type FoodOrder } from '../../components/food/food-order';
import { FoodTile, type TileItem } from './food-tile';

const CHIP = 'shrink-0 rounded-full border px-4 py-2 text-sm transition';

/** The category chips: All, then each category of the menu; one is shown at a time. */
function CategoryChips({ categories, chosen, onChoose }: { categories: string[]; chosen: string | null; onChoose(c: string | null): void }) {
  const chip = (label: string, value: string | null) => (
    <button
      key={label}
      type="button"
      aria-pressed={chosen === value}
      onClick={() => onChoose(value)}
      className={`${CHIP} ${chosen === value ? 'border-primary bg-primary/20 text-white' : 'border-zinc-700 text-zinc-300 hover:border-zinc-500'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      {chip('All', null)}
      {categories.map((c) => chip(categoryLabel(c), c))}
    </div>
  );
}

/**
 * The food step, between the seats and paying (phone first): Back to the
 * seats and a one-tap Skip at the top, the categories as chips, a big tile
 * per item, and a bar fixed to the bottom with what is chosen, the total
 * (Query.quote's, handed in) and Continue.
 */
export function FoodStep({
  items,
  order,
  onOrderChange,
  seatsText,
  total,
  busy = false,
  onBack,
  onSkip,
  onContinue,
}: {
  items: readonly TileItem[];
  order: FoodOrder;
  onOrderChange(order: FoodOrder): void;
  /** '2 seats: D4, D5'. */
  seatsText: string;
  /** The running total of seats and food, as the quote says it. */
  total: ReactNode;
  busy?: boolean;
  onBack(): void;
  onSkip(): void;
  onContinue(): void;
}) {
  const groups = groupByCategory(items);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen === null ? groups : groups.filter(([c]) => c === chosen);
  const count = orderCount(order);
  return (
    <section aria-labelledby="food-heading" data-testid="food-step" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <button type="button" onClick={onBack} className="flex items-center gap-1 py-2 text-sm text-zinc-300 hover:text-white">
          <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" /> Seats
        </button>
        <h1 id="food-heading" className="text-lg font-semibold md:text-2xl">
          Add food &amp; drinks
        </h1>
        <button type="button" onClick={onSkip} disabled={busy} className="rounded-full border border-zinc-600 px-5 py-2 text-sm font-medium hover:bg-zinc-800">
          Skip
        </button>
      </div>
      <p className="-mt-2 text-center text-xs text-zinc-400">Prices include GST. Collect it at the counter with your ticket.</p>
      <CategoryChips categories={groups.map(([c]) => c)} chosen={chosen} onChoose={setChosen} />
      {shown.map(([category, list]) => (
        <div key={category}>
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-zinc-300 uppercase">
            {categoryLabel(category)}
          </h2>
          <ul aria-label={categoryLabel(category)} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((item) => (
              <FoodTile
                key={item.id}
                item={item}
                quantity={order[item.id] ?? 0}
                onChange={(q) => onOrderChange(setQuantity(order, item.id, q, maxQuantity(item)))}
              />
            ))}
          </ul>
        </div>
      ))}
      <aside
        id="food-summary"
        aria-label="Your order"
        className="sticky bottom-0 z-30 -mx-4 mt-2 flex items-center justify-between gap-3 border-t border-zinc-700 bg-zinc-950 px-4 py-3 sm:-mx-6 sm:px-6 md:-mx-10 md:px-10"
      >
        <div className="min-w-0 text-sm">
          <p className="truncate text-zinc-300">{seatsText}</p>
          <p aria-live="polite" data-testid="food-count" className="font-medium">
            {count === 0 ? 'No food yet' : count === 1 ? '1 food item' : `${count} food items`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          {total}
          <Button onClick={onContinue} disabled={busy} size="sm" className="flex items-center gap-1">
            Continue <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </aside>
    </section>
  );
}
