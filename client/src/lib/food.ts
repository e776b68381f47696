// Food and drink ordered with a booking (issue 26): what the ticket, My
// Bookings, the door and List Bookings say, in one place so they say it alike.

/** One line of food on a booking, as Booking.food gives it. */
export interface FoodLine {
  item: { name: string };
  quantity: number;
  collected?: boolean;
}

/** '1 × Large popcorn, 2 × Cola'; '' for no food. */
export function foodText(lines: readonly FoodLine[] | null | undefined): string {
  return (lines ?? []).map((l) => `${l.quantity} × ${l.item.name}`).join(', ');
}

/** What the counter still has to hand over: 'collect: 1 × Large popcorn, 2 × Cola', or '' when nothing is left. */
export function collectText(lines: readonly FoodLine[] | null | undefined): string {
  const text = foodText((lines ?? []).filter((l) => !l.collected));
  return text ? `collect: ${text}` : '';
}

/** True when the booking has food and all of it has been handed over. */
export function allCollected(lines: readonly FoodLine[] | null | undefined): boolean {
  return (lines ?? []).length > 0 && (lines ?? []).every((l) => l.collected);
}

/** A menu category ('popcorn', 'COMBOS', 'soft drinks') as a heading: 'Popcorn', 'Combos', 'Soft drinks'. */
export function categoryLabel(category: string): string {
  const text = category.trim().toLowerCase();
  return text ? text[0].toUpperCase() + text.slice(1) : 'Other';
}
