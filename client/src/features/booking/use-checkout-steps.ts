import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { foodText } from '../../lib/food';
import { orderLines, type FoodOrder } from '../../components/food/food-order';
import { clearStoredFood, useFoodOrder } from './use-food-order';
import { useShowMenu, type ShowMenu } from '../../components/food/use-show-menu';

export interface CheckoutSteps {
  menu: ShowMenu;
  order: FoodOrder;
  setOrder(order: FoodOrder): void;
  /** The food step is showing (?step=food, with seats chosen). */
  onFoodStep: boolean;
  /** The Confirm Booking dialog is open. */
  confirming: boolean;
  /** From the seats: the food step, or straight to confirming when the menu has nothing today. */
  next(): void;
  /** Back from the food step to the seats (the food stays chosen). */
  back(): void;
  /** One tap: no food, confirm. */
  skip(): void;
  /** The food as chosen: confirm. */
  proceed(): void;
  /** The dialog closed without booking: back where it opened from. */
  cancel(): void;
  /** The booking is made: the food is spent. */
  booked(showId: string): void;
  /** createBooking's food and the words for it ('1 × Large popcorn'). */
  food: Array<{ itemId: string; quantity: number }>;
  foodText: string;
}

/**
 * The steps after the seats: the food step (?step=food in the address, so
 * the phone's Back returns to the seats) and the confirmation; the food
 * chosen is kept per show in the tab, as the seats are.
 */
export function useCheckoutSteps(showId: string | null, seatCount: number): CheckoutSteps {
  const [params, setParams] = useSearchParams();
  const menu = useShowMenu(showId);
  const [order, setOrder] = useFoodOrder(showId);
  const [confirming, setConfirming] = useState(false);
  const setStep = (food: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (food) next.set('step', 'food');
        else next.delete('step');
        return next;
      },
      { replace: !food },
    );
  const names = new Map(menu.items.map((i) => [i.id, i.name]));
  const food = orderLines(order).filter((l) => names.has(l.itemId));
  return {
    menu,
    order,
    setOrder,
    onFoodStep: params.get('step') === 'food' && seatCount > 0,
    confirming,
    next: () => {
      if (menu.known && !menu.orderable) setConfirming(true);
      else setStep(true);
    },
    back: () => setStep(false),
    skip: () => {
      setOrder({});
      setConfirming(true);
    },
    proceed: () => setConfirming(true),
    cancel: () => setConfirming(false),
    booked: (id) => {
      clearStoredFood(id);
      setOrder({});
      setConfirming(false);
    },
    food,
    foodText: foodText(food.map((l) => ({ item: { name: names.get(l.itemId) ?? '' }, quantity: l.quantity }))),
  };
}
