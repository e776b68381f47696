import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import { AccessibilityIcon, MinusIcon, MoveHorizontalIcon, PlusIcon, UserPlusIcon, XIcon } from 'lucide-react';
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
import { isNavKey, moveFrom, navGrid } from './seat-grid-nav';
import { ScreenMarker } from './screen-marker';
import { SeatMinimap, useScrollWindow } from './seat-minimap';

const SEAT_STYLES: Record<SeatState, string> = {
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

const KIND_WORDS: Partial<Record<SeatKind, string>> = {
  WHEELCHAIR: 'wheelchair space',
  COMPANION: 'companion seat',
};

/**
 * Seats are 32 px at the default zoom (a thumb's tap target; the a11y journey
 * checks it): wide layouts scroll sideways on a phone instead of shrinking.
 * Zooming out goes down to 24 px, the smallest target WCAG 2.2 allows.
 */
export const SEAT_PX = 32;
export const ZOOM_MIN = 0.75;
export const ZOOM_MAX = 1.75;
const ZOOM_STEP = 0.25;
const CELL = 'h-(--seat) w-(--seat) shrink-0';

export const SUMMARY_ID = 'booking-summary';

interface SeatMapProps {
  layout: SeatLayoutData;
  prices: readonly CategoryPriceData[];
  selected: readonly string[];
  availability: SeatAvailability;
  onSeatClick(seat: string): void;
  /**
   * Where "Skip to summary" moves focus: the page's summary panel. Until the
   * page has an element with this id, it moves to the end of the map.
   */
  summaryId?: string;
}

/** Scrolls the map's own scroll container so the screen's centre line is in the middle of the view. */
export function centreOnScreenLine(el: HTMLElement) {
  el.scrollLeft = Math.max(0, (el.scrollWidth - el.clientWidth) / 2);
}

function clampZoom(z: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));
}

/**
 * Any screen's layout: bands of rows by category with their price, farthest
 * row first, aisles where the layout has gaps, the screen below the front row.
 * The seats are one tab stop (a grid with a roving tabindex): arrows move
 * across aisles and rows, Home/End to the row's ends (with Ctrl, the map's),
 * Space/Enter toggle. It opens centred on the screen's centre line; +/− and
 * pinch zoom; an overview strip moves a map wider than its viewport.
 */
export function SeatMap({ layout, prices, selected, availability, onSeatClick, summaryId = SUMMARY_ID }: SeatMapProps) {
  const bands = useMemo(() => layoutBands(layout, prices), [layout, prices]);
  const drawnRows = useMemo(() => bands.flatMap((b) => b.rows), [bands]);
  const nav = useMemo(() => navGrid(drawnRows), [drawnRows]);
  const navSeats = useMemo(() => new Set(nav.flat().map((s) => s.seat)), [nav]);
  const describe = useMemo(() => seatNamer(layout, prices), [layout, prices]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLSpanElement>(null);
  const [zoom, setZoomState] = useState(1);
  const [active, setActive] = useState<string | null>(null);

  // The one seat in the tab order: the last one focused while it is still on
  // the map, else the first chosen seat, else the first seat of the map.
  const tabSeat =
    active && navSeats.has(active) ? active : (selected.find((s) => navSeats.has(s)) ?? nav[0]?.[0]?.seat ?? null);

  // A new show (a new layout) opens centred on the screen's centre line.
  useLayoutEffect(() => {
    setActive(null);
    if (scrollRef.current) centreOnScreenLine(scrollRef.current);
  }, [layout]);

  // Zooming keeps the middle of the view where it was.
  const keepCentre = useRef<number | null>(null);
  const setZoom = useCallback((next: number) => {
    const el = scrollRef.current;
    if (el && el.scrollWidth > 0) keepCentre.current = (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth;
    setZoomState(clampZoom(next));
  }, []);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || keepCentre.current === null) return;
    el.scrollLeft = Math.max(0, keepCentre.current * el.scrollWidth - el.clientWidth / 2);
    keepCentre.current = null;
  }, [zoom]);

  const win = useScrollWindow(scrollRef, `${zoom}:${drawnRows.length}`);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isNavKey(e.key)) return;
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-seat]')?.dataset.seat;
    if (!from) return;
    e.preventDefault();
    const next = moveFrom(nav, from, e.key, e.ctrlKey || e.metaKey);
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`button[data-seat="${next}"]`)?.focus();
  };

  // Two fingers on the map zoom it (touch-action keeps the page itself from zooming).
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const touchDistance = (e: TouchEvent) =>
    Math.hypot(e.touches[0].clientX - e.touches[1].clientX, e.touches[0].clientY - e.touches[1].clientY);
  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    pinch.current = e.touches.length === 2 ? { distance: touchDistance(e), zoom } : null;
  };
  const onTouchMove = (e: TouchEvent<HTMLDivElement>) => {
    if (e.touches.length !== 2 || !pinch.current || pinch.current.distance <= 0) return;
    const next = clampZoom(pinch.current.zoom * (touchDistance(e) / pinch.current.distance));
    if (Math.abs(next - zoom) >= 0.05) setZoom(next);
  };
  const onTouchEnd = (e: TouchEvent<HTMLDivElement>) => {
    if (e.touches.length < 2) pinch.current = null;
  };

  const skipToSummary = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const target = document.getElementById(summaryId) ?? endRef.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <div className="w-full">
      <a
        href={`#${summaryId}`}
        onClick={skipToSummary}
        className="sr-only rounded bg-zinc-900 px-3 py-1.5 text-sm text-white focus:not-sr-only focus:absolute focus:z-20 focus:outline-2 focus:outline-primary"
      >
        Skip to summary
      </a>
      {win.overflowing && (
        <p data-testid="seat-map-scroll-hint" className="mb-2 flex items-center justify-center gap-1.5 text-xs text-zinc-400">
          <MoveHorizontalIcon aria-hidden="true" className="h-4 w-4" />
          Swipe sideways for more seats
        </p>
      )}
      <div
        ref={scrollRef}
        data-testid="seat-map-scroll"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
        className="w-full touch-pan-x touch-pan-y overflow-x-auto pb-2"
      >
        <div
          ref={gridRef}
          role="grid"
          aria-label="Seats"
          aria-roledescription="seat map"
          data-zoom={zoom}
          onKeyDown={onKeyDown}
          style={{ '--seat': `${SEAT_PX * zoom}px` } as CSSProperties}
          className="mx-auto flex w-max min-w-full flex-col items-center gap-5 px-2"
        >
          {bands.map((band, i) => (
            <div
              key={`${band.category}-${i}`}
              role="rowgroup"
              aria-label={band.category ? `${band.name} ${bandPrice(band.pricePaise)}`.trim() : undefined}
              data-testid={`seat-band-${band.category ?? 'none'}`}
              className="flex flex-col items-center gap-1.5"
            >
              {band.category && (
                <p aria-hidden="true" className="mb-1 w-full border-b border-zinc-700/70 pb-1 text-center text-xs tracking-wide text-zinc-400 uppercase">
                  {band.name}
                  {band.pricePaise !== null && <span className="ml-2 text-zinc-200">{bandPrice(band.pricePaise)}</span>}
                </p>
              )}
              {band.rows.map((row) => (
                <SeatRow
                  key={row.label}
                  row={row}
                  selected={selected}
                  availability={availability}
                  onSeatClick={onSeatClick}
                  tabSeat={tabSeat}
                  onSeatFocus={setActive}
                  describe={describe}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ScreenMarker />
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {win.overflowing && (
          <div className="w-40">
            <SeatMinimap rows={drawnRows} win={win} scrollRef={scrollRef} />
          </div>
        )}
        <div role="group" aria-label="Zoom" className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Zoom out"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => setZoom(zoom - ZOOM_STEP)}
            className="flex h-9 w-9 items-center justify-center rounded-full border border-zinc-600 text-zinc-200 transition hover:bg-zinc-800 disabled:opacity-40"
          >
            <MinusIcon aria-hidden="true" className="h-4 w-4" />
          </button>
          <output aria-live="polite" aria-label="Zoom level" className="w-12 text-center text-xs text-zinc-300">
            {Math.round(zoom * 100)}%
          </output>
          <button
            type="button"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => setZoom(zoom + ZOOM_STEP)}
            className="flex h-9 w-9 items-center justify-center rounded-full border border-zinc-600 text-zinc-200 transition hover:bg-zinc-800 disabled:opacity-40"
          >
            <PlusIcon aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      <span ref={endRef} id="seat-map-end" className="sr-only">
        End of seat map
      </span>
    </div>
  );
}

function bandPrice(pricePaise: number | null): string {
  return pricePaise === null ? '' : formatRupees(pricePaise / 100);
}

type Namer = (cell: LayoutCell, state: SeatState) => string;

/** "F7, Recliner, ₹450, available": label, category, price, what it is, state. */
function seatNamer(layout: SeatLayoutData, prices: readonly CategoryPriceData[]): Namer {
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

interface RowProps {
  selected: readonly string[];
  availability: SeatAvailability;
  onSeatClick(seat: string): void;
  tabSeat: string | null;
  onSeatFocus(seat: string): void;
  describe: Namer;
}

function SeatRow({ row, ...rest }: RowProps & { row: LayoutRow }) {
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
