import { useCallback, useState } from 'react';

/** Where this tab remembers how many seats the visitor wants (one number for every show). */
export const SEAT_COUNT_KEY = 'marquee.seatCount';

function readCount(): number | null {
  try {
    const n = Number(sessionStorage.getItem(SEAT_COUNT_KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * How many seats the visitor wants, asked once per browser tab ("How many
 * seats?") and kept in sessionStorage so that another show, a reload or
 * signing in does not ask again; null until they have said. A show that
 * allows fewer seats clamps it (see `countFor`).
 */
export function useSeatCount(): [number | null, (count: number) => void] {
  const [count, setCount] = useState(readCount);
  const choose = useCallback((n: number) => {
    setCount(n);
    try {
      sessionStorage.setItem(SEAT_COUNT_KEY, String(n));
    } catch {
      // Storage refused: the count still works in this page, it just is not kept.
    }
  }, []);
  return [count, choose];
}

/** The remembered count within a show's limit. */
export function countFor(count: number | null, maxSeats: number): number | null {
  return count === null ? null : Math.min(count, maxSeats);
}
