/** SPEC §9: at most 5 seats per booking. */
export const MAX_SEATS = 5;

/** SPEC §9: rows J to A, 9 seats each. */
export const SEAT_ROWS = ['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'] as const;
export const SEATS_PER_ROW = 9;

/**
 * How the rows are drawn, farthest from the screen first: J and I each on a
 * line of their own, then the pairs H–G, F–E, D–C and B–A side by side.
 */
export const SEAT_BLOCKS = {
  top: ['J', 'I'],
  pairs: [
    ['H', 'G'],
    ['F', 'E'],
    ['D', 'C'],
    ['B', 'A'],
  ],
} as const;

export function seatLabels(row: string): string[] {
  return Array.from({ length: SEATS_PER_ROW }, (_, i) => `${row}${i + 1}`);
}

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
  { hasTime, selected, availability }: {
    hasTime: boolean;
    selected: readonly string[];
    availability: SeatAvailability;
  },
): string | null {
  if (!hasTime) return 'Please select a time first';
  if (availability.occupied.has(seat)) return 'This seat is already occupied';
  if (!selected.includes(seat) && selected.length >= MAX_SEATS) {
    return `You can only select up to ${MAX_SEATS} seats`;
  }
  return null;
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
