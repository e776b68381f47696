import { AccessibilityIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { formatRupees } from '../../lib/format';
import { seatState, type SeatAvailability, type SeatState } from './seats';
import {
  accessibleChoices,
  layoutBands,
  type CategoryPriceData,
  type LayoutCell,
  type LayoutRow,
  type SeatKind,
  type SeatLayoutData,
} from './seat-layout';

const SEAT_STYLES: Record<SeatState, string> = {
  free: 'border-primary/60 hover:bg-primary/20',
  selected: 'border-primary-dull bg-primary-dull text-white',
  held: 'cursor-not-allowed border-amber-500/60 bg-amber-500/15 text-amber-300/80 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(245_158_11/0.25)_3px_6px)]',
  sold: 'cursor-not-allowed border-zinc-700 bg-zinc-800 text-zinc-500',
};

const STATE_WORDS: Record<SeatState, string> = {
  free: 'available',
  selected: 'selected',
  held: 'held by another booking',
  sold: 'sold',
};

const KIND_WORDS: Partial<Record<SeatKind, string>> = {
  WHEELCHAIR: 'wheelchair space',
  COMPANION: 'companion seat',
};

/** Seats are 32 px everywhere: wide layouts scroll sideways on a phone instead of shrinking. */
const CELL = 'h-8 w-8 shrink-0';

interface SeatMapProps {
  layout: SeatLayoutData;
  prices: readonly CategoryPriceData[];
  selected: readonly string[];
  availability: SeatAvailability;
  onSeatClick(seat: string): void;
}

/**
 * Any screen's layout: bands of rows by category with their price, farthest
 * row first, aisles where the layout has gaps, the screen below the front row.
 */
export function SeatMap({ layout, prices, selected, availability, onSeatClick }: SeatMapProps) {
  const bands = layoutBands(layout, prices);
  return (
    <div className="w-full">
      <div className="w-full overflow-x-auto pb-2" data-testid="seat-map-scroll">
        <div className="mx-auto flex w-max min-w-full flex-col items-center gap-5 px-2">
          {bands.map((band, i) => (
            <div
              key={`${band.category}-${i}`}
              role="group"
              aria-label={band.category ? `${band.name} ${bandPrice(band.pricePaise)}`.trim() : undefined}
              data-testid={`seat-band-${band.category ?? 'none'}`}
              className="flex flex-col items-center gap-1.5"
            >
              {band.category && (
                <p className="mb-1 w-full border-b border-zinc-700/70 pb-1 text-center text-xs tracking-wide text-zinc-400 uppercase">
                  {band.name}
                  {band.pricePaise !== null && <span className="ml-2 text-zinc-200">{bandPrice(band.pricePaise)}</span>}
                </p>
              )}
              {band.rows.map((row) => (
                <SeatRow key={row.label} row={row} selected={selected} availability={availability} onSeatClick={onSeatClick} />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="mx-auto mt-8 flex max-w-xl flex-col items-center">
        <div aria-hidden="true" className="h-2 w-full rounded-t-[100%] bg-gradient-to-b from-primary/80 to-primary/10 shadow-[0_-8px_30px_rgba(248,69,101,0.45)]" />
        <p className="mt-2 text-xs tracking-wide text-zinc-400">All eyes this way please!</p>
        <p className="text-[10px] tracking-widest text-zinc-400 uppercase">Screen this way</p>
      </div>
    </div>
  );
}

function bandPrice(pricePaise: number | null): string {
  return pricePaise === null ? '' : formatRupees(pricePaise / 100);
}

function SeatRow({
  row,
  selected,
  availability,
  onSeatClick,
}: Omit<SeatMapProps, 'layout' | 'prices'> & { row: LayoutRow }) {
  return (
    <div role="group" aria-label={`Row ${row.label}`} className="flex items-center gap-1">
      <span aria-hidden="true" className="w-5 text-center text-xs text-zinc-400">
        {row.label}
      </span>
      {row.cells.map((cell, i) => (
        <SeatCell key={cell.seat ?? `gap-${i}`} cell={cell} selected={selected} availability={availability} onSeatClick={onSeatClick} />
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
}: Omit<SeatMapProps, 'layout' | 'prices'> & { cell: LayoutCell }) {
  if (cell.kind === 'GAP' || !cell.seat) return <span aria-hidden="true" data-kind="gap" className={CELL} />;
  const seat = cell.seat;
  if (cell.kind === 'BLOCKED') {
    return (
      <span
        role="img"
        aria-label={`Seat ${seat} (blocked)`}
        data-kind="blocked"
        className={`${CELL} flex items-center justify-center rounded border border-zinc-800 bg-zinc-900 text-zinc-600`}
      >
        <XIcon aria-hidden="true" className="h-4 w-4" />
      </span>
    );
  }
  const state = seatState(seat, selected, availability);
  const unavailable = state === 'held' || state === 'sold';
  const kind = KIND_WORDS[cell.kind];
  return (
    <button
      type="button"
      aria-label={`Seat ${seat}`}
      aria-pressed={state === 'selected'}
      // aria-disabled keeps the seat focusable and clickable, so a tap on
      // a taken seat can say why it cannot be chosen.
      aria-disabled={unavailable || undefined}
      aria-description={kind ? `${kind}, ${STATE_WORDS[state]}` : STATE_WORDS[state]}
      data-state={state}
      data-kind={cell.kind.toLowerCase()}
      onClick={() => onSeatClick(seat)}
      className={`${CELL} relative flex items-center justify-center rounded border text-[10px] transition ${SEAT_STYLES[state]}`}
    >
      {cell.kind === 'WHEELCHAIR' ? (
        <AccessibilityIcon aria-hidden="true" className="h-4 w-4" />
      ) : cell.kind === 'COMPANION' ? (
        <UserPlusIcon aria-hidden="true" className="h-4 w-4" />
      ) : null}
      {/* The whole label, as the accessible name says it ("Seat J1" shows J1, not a bare 1). */}
      <span className={kind ? 'sr-only' : undefined}>{seat}</span>
    </button>
  );
}

/** Said when a wheelchair space or companion seat is among the chosen seats. */
export function AccessibleSeatNotice({
  kinds,
  selected,
}: {
  kinds: ReadonlyMap<string, SeatKind>;
  selected: readonly string[];
}) {
  const { wheelchair, companion } = accessibleChoices(kinds, selected);
  if (wheelchair.length === 0 && companion.length === 0) return null;
  return (
    <div role="note" aria-label="Accessible seating" className="mt-6 max-w-xl rounded-md border border-sky-500/40 bg-sky-500/10 p-3 text-sm text-sky-100">
      {wheelchair.length > 0 && (
        <p>
          Wheelchair space {wheelchair.join(', ')}: an open space with no seat, for a wheelchair user. Please bring
          the wheelchair to the show.
        </p>
      )}
      {companion.length > 0 && (
        <p className={wheelchair.length > 0 ? 'mt-1' : undefined}>
          Companion seat {companion.join(', ')}: kept beside a wheelchair space for someone accompanying a wheelchair user.
        </p>
      )}
    </div>
  );
}

/** What each seat colour and symbol means. */
export function SeatLegend() {
  const states: Array<[SeatState, string]> = [
    ['free', 'Free'],
    ['selected', 'Selected'],
    ['held', 'Held'],
    ['sold', 'Sold'],
  ];
  const box = 'inline-flex h-4 w-4 items-center justify-center rounded border';
  return (
    <ul aria-label="Seat legend" className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-zinc-300">
      {states.map(([state, label]) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`${box} ${SEAT_STYLES[state]}`} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <AccessibilityIcon aria-hidden="true" className="h-4 w-4 text-sky-300" />
        Wheelchair space
      </li>
      <li className="flex items-center gap-2">
        <UserPlusIcon aria-hidden="true" className="h-4 w-4 text-sky-300" />
        Companion seat
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${box} border-zinc-800 bg-zinc-900 text-zinc-600`}>
          <XIcon className="h-3 w-3" />
        </span>
        Blocked
      </li>
    </ul>
  );
}
