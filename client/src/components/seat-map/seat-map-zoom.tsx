import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';

/**
 * Seats are 32 px at the default zoom (a thumb's tap target; the a11y journey
 * checks it): wide layouts scroll sideways on a phone instead of shrinking.
 * Zooming out goes down to 24 px, the smallest target WCAG 2.2 allows.
 */
export const SEAT_PX = 32;
export const ZOOM_MIN = 0.75;
export const ZOOM_MAX = 1.75;
export const ZOOM_STEP = 0.25;

export function clampZoom(z: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));
}

function touchDistance(e: TouchEvent): number {
  return Math.hypot(e.touches[0].clientX - e.touches[1].clientX, e.touches[0].clientY - e.touches[1].clientY);
}

/**
 * The map's zoom: the seat size scales (not a CSS transform), so the scroll
 * container scrolls the real width and focus scrolls seats into view. A zoom
 * keeps the middle of the view where it was. Two fingers on the map zoom it
 * (the container's touch-action keeps the page itself from zooming).
 */
export function useSeatZoom(scrollRef: RefObject<HTMLElement | null>) {
  const [zoom, setZoomState] = useState(1);
  const keepCentre = useRef<number | null>(null);
  const setZoom = useCallback(
    (next: number) => {
      const el = scrollRef.current;
      if (el && el.scrollWidth > 0) keepCentre.current = (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth;
      setZoomState(clampZoom(next));
    },
    [scrollRef],
  );
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || keepCentre.current === null) return;
    el.scrollLeft = Math.max(0, keepCentre.current * el.scrollWidth - el.clientWidth / 2);
    keepCentre.current = null;
  }, [zoom, scrollRef]);

  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const touch = {
    onTouchStart: (e: TouchEvent<HTMLElement>) => {
      pinch.current = e.touches.length === 2 ? { distance: touchDistance(e), zoom } : null;
    },
    onTouchMove: (e: TouchEvent<HTMLElement>) => {
      if (e.touches.length !== 2 || !pinch.current || pinch.current.distance <= 0) return;
      const next = clampZoom(pinch.current.zoom * (touchDistance(e) / pinch.current.distance));
      if (Math.abs(next - zoom) >= 0.05) setZoom(next);
    },
    onTouchEnd: (e: TouchEvent<HTMLElement>) => {
      if (e.touches.length < 2) pinch.current = null;
    },
  };
  return { zoom, setZoom, touch };
}

const ROUND = 'flex h-9 w-9 items-center justify-center rounded-full border border-zinc-600 text-zinc-200 transition hover:bg-zinc-800 disabled:opacity-40';

/** The − and + buttons with the zoom level between them. */
export function ZoomControls({ zoom, setZoom }: { zoom: number; setZoom(z: number): void }) {
  return (
    <div role="group" aria-label="Zoom" className="flex items-center gap-1">
      <button type="button" aria-label="Zoom out" disabled={zoom <= ZOOM_MIN} onClick={() => setZoom(zoom - ZOOM_STEP)} className={ROUND}>
        <MinusIcon aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" aria-label="Zoom level" className="w-12 text-center text-xs text-zinc-300">
        {Math.round(zoom * 100)}%
      </output>
      <button type="button" aria-label="Zoom in" disabled={zoom >= ZOOM_MAX} onClick={() => setZoom(zoom + ZOOM_STEP)} className={ROUND}>
        <PlusIcon aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
