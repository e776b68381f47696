import { useCallback, useEffect, useState, type SetStateAction } from 'react';

/** Where a show's chosen seats wait in this tab, e.g. across signing in. */
export function seatSelectionKey(showId: string): string {
  return `marquee.seats.${showId}`;
}

function readSeats(showId: string | null): string[] {
  if (!showId) return [];
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(seatSelectionKey(showId)) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Forgets a show's chosen seats at once (before the browser leaves the page). */
export function clearStoredSeats(showId: string): void {
  writeSeats(showId, []);
}

function writeSeats(showId: string, seats: readonly string[]) {
  try {
    if (seats.length > 0) sessionStorage.setItem(seatSelectionKey(showId), JSON.stringify(seats));
    else sessionStorage.removeItem(seatSelectionKey(showId));
  } catch {
    // Storage full or refused: the selection still works, it just is not kept.
  }
}

/**
 * The seats chosen for `showId`, kept in sessionStorage per show: signing in
 * (which may reload the page or refetch everything) or a reload keeps them,
 * and going back to a show finds its seats as they were left. Another show
 * starts from its own.
 */
export function useSeatSelection(
  showId: string | null,
): [string[], (update: SetStateAction<string[]>) => void] {
  const [state, setState] = useState(() => ({ showId, seats: readSeats(showId) }));
  let current = state;
  if (state.showId !== showId) {
    // Adjusting state while rendering (React's pattern for a changed prop):
    // the seats of the previous show must never be written under this one.
    current = { showId, seats: readSeats(showId) };
    setState(current);
  }

  useEffect(() => {
    if (current.showId) writeSeats(current.showId, current.seats);
  }, [current.showId, current.seats]);

  const setSeats = useCallback((update: SetStateAction<string[]>) => {
    setState((prev) => ({ ...prev, seats: typeof update === 'function' ? update(prev.seats) : update }));
  }, []);

  return [current.seats, setSeats];
}
