import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { LayoutRow } from './seat-layout';

/** The part of the map's scroll container in view, as fractions of its width. */
export interface ScrollWindow {
  /** Wider than its viewport: it scrolls sideways. */
  overflowing: boolean;
  start: number;
  size: number;
}

function measure(el: HTMLElement): ScrollWindow {
  const total = el.scrollWidth;
  const shown = el.clientWidth;
  if (total <= 0 || total <= shown + 1) return { overflowing: false, start: 0, size: 1 };
  return { overflowing: true, start: el.scrollLeft / total, size: shown / total };
}

/**
 * Follows the container's scrolling and resizing; `key` re-measures when the
 * content changes (show, zoom). `laidOut`, when given, runs with the
 * container first of all on each measure after a change of `key` (the map
 * centres itself there).
 *
 * The measure after a change waits for the browser's own layout (a
 * ResizeObserver's first callback comes after it, before the paint): read
 * in a layout effect, scrollWidth would force the style and layout of the
 * whole freshly drawn map inside React's commit, the page's longest task on
 * a phone. The state it sets is flushed before that paint, so the scroll
 * hint and the overview strip still never appear a frame late and push the
 * page about.
 */
export function useScrollWindow(ref: RefObject<HTMLElement | null>, key: unknown, laidOut?: (el: HTMLElement) => void): ScrollWindow {
  const [win, setWin] = useState<ScrollWindow>({ overflowing: false, start: 0, size: 1 });
  const onLaidOut = useRef(laidOut);
  onLaidOut.current = laidOut;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let fresh = true;
    const update = () =>
      setWin((old) => {
        const next = measure(el);
        return old.overflowing === next.overflowing && old.start === next.start && old.size === next.size ? old : next;
      });
    const afterLayout = (inEffect: boolean) => {
      if (fresh) {
        fresh = false;
        onLaidOut.current?.(el);
      }
      if (inEffect) update();
      else flushSync(update);
    };
    el.addEventListener('scroll', update, { passive: true });
    // jsdom has no ResizeObserver (and lays nothing out); the browser always has one.
    if (typeof ResizeObserver === 'undefined') {
      afterLayout(true);
      return () => el.removeEventListener('scroll', update);
    }
    const ro = new ResizeObserver(() => afterLayout(false));
    ro.observe(el);
    if (el.firstElementChild) ro.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      ro.disconnect();
    };
  }, [ref, key]);
  return win;
}

/** Each seat as a 1×4 box, rows 5 apart and centred as the map centres them (aisles left empty). */
function stripPath(rows: readonly LayoutRow[], widest: number): string {
  const parts: string[] = [];
  rows.forEach((row, r) => {
    const left = (widest - row.cells.length) / 2;
    row.cells.forEach((c, i) => {
      if (c.kind !== 'GAP' && c.seat) parts.push(`M${left + i} ${r * 5}h1v4h-1z`);
    });
  });
  return parts.join('');
}

/**
 * An overview strip of the whole map with a frame round the part in view:
 * a tap or a drag on it moves the map there. Pointer-only and hidden from
 * assistive technology: keyboard users move through the seats with arrows,
 * which scrolls the map to the focused seat.
 */
export function SeatMinimap({
  rows,
  win,
  scrollRef,
}: {
  rows: readonly LayoutRow[];
  win: ScrollWindow;
  scrollRef: RefObject<HTMLElement | null>;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const widest = Math.max(1, ...rows.map((r) => r.cells.length));

  const moveTo = useCallback(
    (clientX: number) => {
      const el = scrollRef.current;
      const box = strip.current?.getBoundingClientRect();
      if (!el || !box || box.width <= 0) return;
      const fraction = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
      el.scrollLeft = fraction * el.scrollWidth - el.clientWidth / 2;
    },
    [scrollRef],
  );

  const down = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    moveTo(e.clientX);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(e.clientX);
  };
  const up = () => {
    dragging.current = false;
  };

  return (
    <div
      ref={strip}
      aria-hidden="true"
      data-testid="seat-minimap"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      className="relative mx-auto w-full max-w-xs cursor-pointer touch-none rounded border border-zinc-700 bg-zinc-900/80 p-1"
    >
      {/* One path for every seat, not an element each: the strip is drawn with the map, whose style and layout are the page's longest task on a phone. */}
      <svg
        viewBox={`0 0 ${widest} ${Math.max(1, rows.length * 5 - 1)}`}
        preserveAspectRatio="none"
        className="block w-full fill-zinc-500"
        style={{ height: `${Math.max(1, rows.length * 5 - 1)}px` }}
      >
        <path d={stripPath(rows, widest)} />
      </svg>
      <div
        data-testid="seat-minimap-window"
        className="pointer-events-none absolute inset-y-0 rounded border-2 border-primary bg-primary/15"
        style={{ left: `${win.start * 100}%`, width: `${win.size * 100}%` }}
      />
    </div>
  );
}
