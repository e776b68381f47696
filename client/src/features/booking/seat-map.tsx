import { SEAT_BLOCKS, seatLabels, seatState, type SeatAvailability, type SeatState } from './seats';

const SEAT_STYLES: Record<SeatState, string> = {
  free: 'border-primary/60 hover:bg-primary/20',
  selected: 'border-primary bg-primary text-white',
  held: 'cursor-not-allowed border-amber-500/60 bg-amber-500/15 text-amber-300/80 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(245_158_11/0.25)_3px_6px)]',
  sold: 'cursor-not-allowed border-zinc-700 bg-zinc-800 text-zinc-500',
};

const STATE_WORDS: Record<SeatState, string> = {
  free: 'available',
  selected: 'selected',
  held: 'held by another booking',
  sold: 'sold',
};

interface SeatMapProps {
  selected: readonly string[];
  availability: SeatAvailability;
  onSeatClick(seat: string): void;
}

/** The auditorium: rows J (back) to A (front), the screen below row A. */
export function SeatMap({ selected, availability, onSeatClick }: SeatMapProps) {
  const row = (letter: string) => (
    <SeatRow
      key={letter}
      row={letter}
      selected={selected}
      availability={availability}
      onSeatClick={onSeatClick}
    />
  );
  return (
    <div className="w-full">
      <div className="flex flex-col items-center gap-2" data-testid="seat-block-top">
        {SEAT_BLOCKS.top.map(row)}
      </div>
      <div className="mt-6 grid grid-cols-1 justify-items-center gap-x-10 gap-y-6 md:grid-cols-2">
        {SEAT_BLOCKS.pairs.map((pair) => (
          <div key={pair.join('')} className="flex flex-col gap-2" data-testid={`seat-block-${pair.join('')}`}>
            {pair.map(row)}
          </div>
        ))}
      </div>
      <div className="mx-auto mt-10 flex max-w-xl flex-col items-center">
        <div aria-hidden="true" className="h-2 w-full rounded-t-[100%] bg-gradient-to-b from-primary/80 to-primary/10 shadow-[0_-8px_30px_rgba(248,69,101,0.45)]" />
        <p className="mt-2 text-xs tracking-wide text-zinc-400">All eyes this way please!</p>
      </div>
    </div>
  );
}

function SeatRow({
  row,
  selected,
  availability,
  onSeatClick,
}: SeatMapProps & { row: string }) {
  return (
    <div role="group" aria-label={`Row ${row}`} className="flex items-center gap-1">
      <span aria-hidden="true" className="w-4 text-center text-xs text-zinc-500">
        {row}
      </span>
      {seatLabels(row).map((seat) => {
        const state = seatState(seat, selected, availability);
        const unavailable = state === 'held' || state === 'sold';
        return (
          <button
            key={seat}
            type="button"
            aria-label={`Seat ${seat}`}
            aria-pressed={state === 'selected'}
            // aria-disabled keeps the seat focusable and clickable, so a tap on
            // a taken seat can say why it cannot be chosen.
            aria-disabled={unavailable || undefined}
            aria-description={STATE_WORDS[state]}
            data-state={state}
            onClick={() => onSeatClick(seat)}
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded border text-[10px] transition xl:h-8 xl:w-8 ${SEAT_STYLES[state]}`}
          >
            {seat.slice(1)}
          </button>
        );
      })}
    </div>
  );
}

/** What each seat colour means. */
export function SeatLegend() {
  const items: Array<[SeatState, string]> = [
    ['free', 'Free'],
    ['selected', 'Selected'],
    ['held', 'Held'],
    ['sold', 'Sold'],
  ];
  return (
    <ul aria-label="Seat legend" className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-zinc-300">
      {items.map(([state, label]) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-4 rounded border ${SEAT_STYLES[state]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
