// The food chosen on the food step: item id → quantity, the shape the
// steppers change and createBooking's food (OrderLineInput) is made from.

/** The most of one item a booking may take (the server refuses more with BAD_USER_INPUT). */
export const MAX_PER_ITEM = 10;

export type FoodOrder = Readonly<Record<string, number>>;

/** What the food step needs of a menu item. */
export interface OrderableItem {
  id: string;
  category: string;
  available: boolean;
  /** Units left today; null when the item's stock is not counted. */
  stockLeft: number | null;
}

/** How many of the item may be chosen: none when unavailable or sold out, else up to 10 and the stock. */
export function maxQuantity(item: Pick<OrderableItem, 'available' | 'stockLeft'>): number {
  if (!item.available) return 0;
  return Math.max(0, Math.min(MAX_PER_ITEM, item.stockLeft ?? MAX_PER_ITEM));
}

/** The order with the item's quantity set, kept within 0..max; a quantity of 0 drops the item. */
export function setQuantity(order: FoodOrder, itemId: string, quantity: number, max = MAX_PER_ITEM): FoodOrder {
  const q = Math.max(0, Math.min(max, Math.trunc(quantity)));
  const { [itemId]: _dropped, ...rest } = order;
  return q > 0 ? { ...rest, [itemId]: q } : rest;
}

/** createBooking's and Query.quote's food, in item-id order so the same order is the same request. */
export function orderLines(order: FoodOrder): Array<{ itemId: string; quantity: number }> {
  return Object.entries(order)
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([itemId, quantity]) => ({ itemId, quantity }));
}

/** How many units the order holds. */
export function orderCount(order: FoodOrder): number {
  return Object.values(order).reduce((n, q) => n + (q > 0 ? q : 0), 0);
}

/** The order without items the menu no longer offers, and none over what is left. */
export function pruneOrder(order: FoodOrder, items: readonly OrderableItem[]): FoodOrder {
  const byId = new Map(items.map((i) => [i.id, i]));
  let next: FoodOrder = {};
  for (const [id, q] of Object.entries(order)) {
    const item = byId.get(id);
    if (item) next = setQuantity(next, id, q, maxQuantity(item));
  }
  return next;
}

/** The menu in its categories, each in the order the menu first names it. */
export function groupByCategory<T extends Pick<OrderableItem, 'category'>>(items: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}
