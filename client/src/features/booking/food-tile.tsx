import { UtensilsCrossedIcon } from 'lucide-react';
import { formatPaise } from '../../lib/format';
import { maxQuantity } from '../../components/food/food-order';
import { QuantityStepper } from '../../components/food/quantity-stepper';
import type { ShowMenuItem } from '../../components/food/use-show-menu';

/** What a tile shows of a menu item (Cinema.menu). */
export type TileItem = ShowMenuItem;

/** Stock low enough to say so. */
const FEW_LEFT = 5;

/**
 * One menu item as a big tile for a thumb: its picture, name, what it is,
 * its price (GST included) and a − / + stepper; "Sold out" instead of the
 * stepper when none can be had, "Only 3 left" when few can.
 */
export function FoodTile({ item, quantity, onChange }: { item: TileItem; quantity: number; onChange(quantity: number): void }) {
  const max = maxQuantity(item);
  const soldOut = max === 0;
  return (
    <li
      aria-label={item.name}
      data-testid="food-tile"
      className={`flex gap-3 rounded-xl border p-3 ${quantity > 0 ? 'border-primary bg-primary/10' : 'border-zinc-700 bg-zinc-900/60'}`}
    >
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" loading="lazy" className="h-24 w-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <div aria-hidden="true" className="flex h-24 w-24 shrink-0 items-center justify-center rounded-lg bg-zinc-800">
          <UtensilsCrossedIcon className="h-8 w-8 text-zinc-500" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-base leading-tight font-semibold">{item.name}</h3>
        {item.description && <p className="mt-0.5 line-clamp-2 text-xs text-zinc-400">{item.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div>
            <p className="text-base font-semibold" data-testid="food-price">
              {formatPaise(item.pricePaise)}
            </p>
            {!soldOut && item.stockLeft !== null && item.stockLeft <= FEW_LEFT && (
              <p className="text-xs text-amber-300">Only {item.stockLeft} left</p>
            )}
          </div>
          {soldOut ? (
            <p className="rounded-full bg-zinc-800 px-3 py-1.5 text-sm text-zinc-300">Sold out</p>
          ) : (
            <QuantityStepper name={item.name} quantity={quantity} max={max} onChange={onChange} />
          )}
        </div>
      </div>
    </li>
  );
}
