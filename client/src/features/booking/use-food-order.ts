import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import type { FoodOrder } from '../../components/food/food-order';

/** Where a show's chosen food waits in this tab (across signing in, a reload, going back to the seats). */
export function foodOrderKey(showId: string): string {
  return `marquee.food.${showId}`;
}

function readOrder(showId: string | null): FoodOrder {
  if (!showId) return {};
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(foodOrderKey(showId)) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const order: Record<string, number> = {};
    for (const [id, q] of Object.entries(value)) if (Number.isInteger(q) && (q as number) > 0) order[id] = q as number;
    return order;
  } catch {
    return {};
  }
}

function writeOrder(showId: string, order: FoodOrder) {
  try {
    if (Object.keys(order).length > 0) sessionStorage.setItem(foodOrderKey(showId), JSON.stringify(order));
    else sessionStorage.removeItem(foodOrderKey(showId));
  } catch {
    // Storage full or refused: the order still works, it just is not kept.
  }
}

/** Forgets a show's food at once (the booking is made; the browser may be leaving). */
export function clearStoredFood(showId: string): void {
  writeOrder(showId, {});
}

/** The food chosen for `showId`, kept in sessionStorage per show as the seats are (useSeatSelection). */
export function useFoodOrder(showId: string | null): [FoodOrder, (update: SetStateAction<FoodOrder>) => void] {
  const [state, setState] = useState(() => ({ showId, order: readOrder(showId) }));
  let current = state;
  if (state.showId !== showId) {
    // Another show: never write one show's food under another's key.
    current = { showId, order: readOrder(showId) };
    setState(current);
  }

  useEffect(() => {
    if (current.showId) writeOrder(current.showId, current.order);
  }, [current.showId, current.order]);

  const setOrder = useCallback((update: SetStateAction<FoodOrder>) => {
    setState((prev) => ({ ...prev, order: typeof update === 'function' ? update(prev.order) : update }));
  }, []);

  return [current.order, setOrder];
}
