import { memo } from 'react';
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
/** index.css: the seat's --seat by --seat cell. */
const CELL = 'seat-cell';

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

/** What a row's cells are: a seat's state, '' for a gap or a blocked space. */
export function rowStates(row: LayoutRow, selected: readonly string[], availability: SeatAvailability): string {
  return row.cells
    .map((cell) => (cell.kind === 'GAP' || cell.kind === 'BLOCKED' || !cell.seat ? '' : seatState(cell.seat, selected, availability)))
    .join(',');
}

export interface RowProps {
  row: LayoutRow;
  /**
   * rowStates(row, …): one string, so a row re-renders only when one of its
   * own seats changes state (a 264-seat map redraws a row or two per
   * change, not every seat).
   */
  states: string;
  /** The map's one tab stop when it is in this row, else null. */
  tabSeat: string | null;
  describe: Namer;
}

/**
 * One row of seats. The seats have no handlers of their own: the map
 * listens once for clicks, focus and keys on the grid (data-seat says which).
 */
export const SeatRow = memo(function SeatRow({ row, states, tabSeat, describe }: RowProps) {
  const state = states.split(',') as Array<SeatState | ''>;
  return (
    <div role="row" aria-label={`Row ${row.label}`} className="flex items-center gap-1">
      <span aria-hidden="true" className="w-5 text-center text-xs text-zinc-400">
        {row.label}
      </span>
      {row.cells.map((cell, i) => seatCell(cell, state[i] || 'free', cell.seat === tabSeat, describe, cell.seat ?? `gap-${i}`))}
      <span aria-hidden="true" className="w-5 text-center text-xs text-zinc-400">
        {row.label}
      </span>
    </div>
  );
});

function seatCell(cell: LayoutCell, state: SeatState, isTabStop: boolean, describe: Namer, key: string) {
  if (cell.kind === 'GAP' || !cell.seat) return <span key={key} aria-hidden="true" data-kind="gap" className={CELL} />;
  const seat = cell.seat;
  if (cell.kind === 'BLOCKED') {
    return (
      <div key={key} role="gridcell" className={CELL}>
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
  const unavailable = state === 'held' || state === 'sold';
  const kind = KIND_WORDS[cell.kind];
  return (
    <div key={key} role="gridcell" className={CELL}>
      <button
        type="button"
        tabIndex={isTabStop ? 0 : -1}
        aria-label={describe(cell, state)}
        aria-pressed={state === 'selected'}
        // aria-disabled keeps the seat focusable and clickable, so a tap on
        // a taken seat can say why it cannot be chosen.
        aria-disabled={unavailable || undefined}
        data-seat={seat}
        data-state={state}
        data-kind={cell.kind.toLowerCase()}
        className={`seat ${SEAT_STYLES[state]}`}
      >
        {cell.kind === 'WHEELCHAIR' ? (
          <AccessibilityIcon aria-hidden="true" className="h-4 w-4" />
        ) : cell.kind === 'COMPANION' ? (
          <UserPlusIcon aria-hidden="true" className="h-4 w-4" />
        ) : null}
        {/* The whole label is visible ("J1", not a bare 1); the name says it first. */}
        {kind ? (
          <span aria-hidden="true" className="sr-only">
            {seat}
          </span>
        ) : (
          seat
        )}
      </button>
    </div>
  );
}

/** Said when a wheelchair space or companion seat is among the chosen seats. */
