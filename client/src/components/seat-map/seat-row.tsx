import { AccessibilityIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { formatRupees } from '../../lib/format';
import { seatState, type SeatAvailability, type SeatState } from './seats';
import type { CategoryPriceData, LayoutCell, LayoutRow, SeatKind, SeatLayoutData } from './seat-layout';

export const SEAT_STYLES: Record<SeatState, string> = {
  free: 'border-primary/60 hover:bg-primary/20',
  selected: 'border-primary-dull bg-primary-dull text-white',
  held: 'cursor-not-allowed border-amber-500/60 bg-amber-500/15 text-amber-300/80 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(245_158_11/0.25)_3px_6px)]',
  sold: 'cursor-not-allowed border-zinc-700 bg-zinc-800 text-zinc-500',
};

/** The state as a seat's accessible name ends with it. */
export const STATE_WORDS: Record<SeatState, string> = {
  free: 'available',
  selected: 'selected',
  held: 'held — may free up',
  sold: 'sold',
};

export const KIND_WORDS: Partial<Record<SeatKind, string>> = {
  WHEELCHAIR: 'wheelchair space',
  COMPANION: 'companion seat',
};

/**
 * Seats are 32 px at the default zoom (a thumb's tap target; the a11y journey
 * checks it): wide layouts scroll sideways on a phone instead of shrinking.

/** A seat's box: --seat wide and high (the map's zoom sets it). */
const CELL = 'h-(--seat) w-(--seat) shrink-0';

export function bandPrice(pricePaise: number | null): string {
  return pricePaise === null ? '' : formatRupees(pricePaise / 100);
}

export type Namer = (cell: LayoutCell, state: SeatState) => string;

/** "F7, Recliner, ₹450, available": label, category, price, what it is, state. */
export function seatNamer(layout: SeatLayoutData, prices: readonly CategoryPriceData[]): Namer {
  const names = new Map(layout.categories.map((c) => [c.code, c.name]));
  const priceOf = new Map(prices.map((p) => [p.category, p.pricePaise]));
  return (cell, state) => {
    const parts = [cell.seat ?? ''];
    if (cell.category) {
      parts.push(names.get(cell.category) ?? cell.category);
      const paise = priceOf.get(cell.category);
      if (paise !== undefined) parts.push(formatRupees(paise / 100));
    }
    const kind = KIND_WORDS[cell.kind];
    if (kind) parts.push(kind);
    parts.push(STATE_WORDS[state]);
    return parts.join(', ');
  };
}

export interface RowProps {
  selected: readonly string[];
  availability: SeatAvailability;
  onSeatClick(seat: string): void;
  tabSeat: string | null;
  onSeatFocus(seat: string): void;
  describe: Namer;
}

export function SeatRow({ row, ...rest }: RowProps & { row: LayoutRow }) {
  return (
    <div role="row" aria-label={`Row ${row.label}`} className="flex items-center gap-1">
      <span aria-hidden="true" className="w-5 text-center text-xs text-zinc-400">
        {row.label}
      </span>
      {row.cells.map((cell, i) => (
        <SeatCell key={cell.seat ?? `gap-${i}`} cell={cell} {...rest} />
      ))}
      <span aria-hidden="true" className="w-5 text-center text-xs text-zinc-400">
        {row.label}
      </span>
    </div>
  );
}

function SeatCell({
  cell,
  selected,
  availability,
  onSeatClick,
  tabSeat,
  onSeatFocus,
  describe,
}: RowProps & { cell: LayoutCell }) {
  if (cell.kind === 'GAP' || !cell.seat) return <span aria-hidden="true" data-kind="gap" className={CELL} />;
  const seat = cell.seat;
  if (cell.kind === 'BLOCKED') {
    return (
      <div role="gridcell" className={CELL}>
        <span
          role="img"
          aria-label={`${seat}, blocked`}
          data-kind="blocked"
          className="flex size-full items-center justify-center rounded border border-zinc-800 bg-zinc-900 text-zinc-600"
        >
          <XIcon aria-hidden="true" className="h-4 w-4" />
        </span>
      </div>
    );
  }
  const state = seatState(seat, selected, availability);
  const unavailable = state === 'held' || state === 'sold';
  const kind = KIND_WORDS[cell.kind];
  return (
    <div role="gridcell" className={CELL}>
      <button
        type="button"
        tabIndex={seat === tabSeat ? 0 : -1}
        aria-label={describe(cell, state)}
        aria-pressed={state === 'selected'}
        // aria-disabled keeps the seat focusable and clickable, so a tap on
        // a taken seat can say why it cannot be chosen.
        aria-disabled={unavailable || undefined}
        data-seat={seat}
        data-state={state}
        data-kind={cell.kind.toLowerCase()}
        onClick={() => onSeatClick(seat)}
        onFocus={() => onSeatFocus(seat)}
        className={`relative flex size-full items-center justify-center rounded border text-[10px] transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${SEAT_STYLES[state]}`}
      >
        {cell.kind === 'WHEELCHAIR' ? (
          <AccessibilityIcon aria-hidden="true" className="h-4 w-4" />
        ) : cell.kind === 'COMPANION' ? (
          <UserPlusIcon aria-hidden="true" className="h-4 w-4" />
        ) : null}
        {/* The whole label is visible ("J1", not a bare 1); the name says it first. */}
        <span aria-hidden="true" className={kind ? 'sr-only' : undefined}>
          {seat}
        </span>
      </button>
    </div>
  );
}

/** Said when a wheelchair space or companion seat is among the chosen seats. */
