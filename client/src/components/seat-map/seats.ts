/** SPEC §9: at most 5 seats per booking, unless the show says otherwise (Show.maxSeats). */
export const MAX_SEATS = 5;

export type SeatState = 'free' | 'selected' | 'held' | 'sold';

export interface SeatAvailability {
  /** Every seat that cannot be taken now. */
  occupied: ReadonlySet<string>;
  /** Held by unpaid bookings (known once the live map has answered). */
  held: ReadonlySet<string>;
  /** Sold: paid, or occupied when the split is not known. */
  sold: ReadonlySet<string>;
}

export const emptyAvailability: SeatAvailability = {
  occupied: new Set(),
  held: new Set(),
  sold: new Set(),
};

export function seatState(
  seat: string,
  selected: readonly string[],
  availability: SeatAvailability,
): SeatState {
  if (availability.held.has(seat)) return 'held';
  if (availability.sold.has(seat) || availability.occupied.has(seat)) return 'sold';
  return selected.includes(seat) ? 'selected' : 'free';
}

/** Why a seat click is refused, or null when the selection may toggle. */
export function seatClickError(
  seat: string,
  { hasTime, selected, availability, maxSeats = MAX_SEATS }: {
    hasTime: boolean;
    selected: readonly string[];
    availability: SeatAvailability;
    maxSeats?: number;
  },
): string | null {
  if (!hasTime) return 'Please select a time first';
  // Held by a booking still being paid for: it frees up if that payment lapses.
  if (availability.held.has(seat)) return heldMessage(seat);
  if (availability.occupied.has(seat)) return 'This seat is already occupied';
  if (!selected.includes(seat) && selected.length >= maxSeats) {
    return `You can only select up to ${maxSeats} seats`;
  }
  return null;
}

/** Said when a held seat is tapped: it is not sold, and may come free. */
export function heldMessage(seat: string): string {
  return `Seat ${seat} is held — may free up`;
}

/** Orders seat labels as people read them: by row letter, then number. */
export function sortSeats(seats: Iterable<string>): string[] {
  return [...seats].sort((a, b) => a[0].localeCompare(b[0]) || Number(a.slice(1)) - Number(b.slice(1)));
}

/** Said when seats in the selection are taken by someone else meanwhile. */
export function takenMessage(seats: readonly string[]): string {
  return seats.length === 1
    ? `Seat ${seats[0]} was just taken by someone else.`
    : `Seats ${seats.join(', ')} were just taken by someone else.`;
}
