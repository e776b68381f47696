import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { MoveHorizontalIcon } from 'lucide-react';
import { ScreenMarker } from '../screen-marker';
import type { SeatAvailability } from './seats';
import { layoutBands, type CategoryPriceData, type SeatLayoutData } from './seat-layout';
import { isNavKey, moveFrom, navGrid } from './seat-grid-nav';
import { SeatMinimap, useScrollWindow } from './seat-minimap';
import { SEAT_PX, useSeatZoom, ZoomControls } from './seat-map-zoom';
import { bandPrice, rowStates, seatNamer, SeatRow } from './seat-row';

// The page imports the legend and the accessible-seat notice with the map.
export { AccessibleSeatNotice, SeatLegend } from './seat-legend';
export { STATE_WORDS } from './seat-row';

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
  const rowOf = useMemo(() => new Map(drawnRows.flatMap((r) => r.cells.map((c) => [c.seat, r] as const))), [drawnRows]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLSpanElement>(null);
  const { zoom, setZoom, touch } = useSeatZoom(scrollRef);
  const [active, setActive] = useState<string | null>(null);

  // The one seat in the tab order: the last one focused while it is still on
  // the map, else the first chosen seat, else the first seat of the map.
  const tabSeat =
    active && navSeats.has(active) ? active : (selected.find((s) => navSeats.has(s)) ?? nav[0]?.[0]?.seat ?? null);

  // A new show (a new layout) opens centred on the screen's centre line,
  // once the browser has laid the map out (see useScrollWindow).
  const centre = useRef(true);
  useLayoutEffect(() => {
    setActive(null);
    centre.current = true;
  }, [layout]);
  const win = useScrollWindow(scrollRef, layout, (el) => {
    if (!centre.current) return;
    centre.current = false;
    centreOnScreenLine(el);
  });

  // One listener each for the whole grid (a seat's button says which it is).
  const seatOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>('button[data-seat]')?.dataset.seat;
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const seat = seatOf(e.target);
    if (seat) onSeatClick(seat);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const seat = seatOf(e.target);
    if (seat) setActive(seat);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isNavKey(e.key)) return;
    const from = seatOf(e.target);
    if (!from) return;
    e.preventDefault();
    const next = moveFrom(nav, from, e.key, e.ctrlKey || e.metaKey);
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`button[data-seat="${next}"]`)?.focus();
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
      <div
        ref={scrollRef}
        data-testid="seat-map-scroll"
        onTouchStart={touch.onTouchStart}
        onTouchMove={touch.onTouchMove}
        onTouchEnd={touch.onTouchEnd}
        onTouchCancel={touch.onTouchEnd}
        className="w-full touch-pan-x touch-pan-y overflow-x-auto pb-2"
      >
        <div
          ref={gridRef}
          role="grid"
          aria-label="Seats"
          aria-roledescription="seat map"
          data-zoom={zoom}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={onFocus}
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
                  states={rowStates(row, selected, availability)}
                  tabSeat={tabSeat !== null && rowOf.get(tabSeat) === row ? tabSeat : null}
                  describe={describe}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ScreenMarker />
      {/* Under the map, with the overview strip: known only once the map is laid out, it must not push the map down. */}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {win.overflowing && (
          <p data-testid="seat-map-scroll-hint" className="flex w-full items-center justify-center gap-1.5 text-xs text-zinc-400">
            <MoveHorizontalIcon aria-hidden="true" className="h-4 w-4" />
            Swipe sideways for more seats
          </p>
        )}
        {win.overflowing && (
          <div className="w-40">
            <SeatMinimap rows={drawnRows} win={win} scrollRef={scrollRef} />
          </div>
        )}
        <ZoomControls zoom={zoom} setZoom={setZoom} />
      </div>
      <span ref={endRef} id="seat-map-end" className="sr-only">
        End of seat map
      </span>
    </div>
  );
}

