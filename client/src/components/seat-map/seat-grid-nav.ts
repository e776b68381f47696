import type { LayoutRow } from './seat-layout';

/**
 * Where arrow keys go on the seat map. Rows are as drawn (farthest from the
 * screen first); only seats that can be focused count (seats, wheelchair and
 * companion spaces: gaps and blocked seats are skipped, so an aisle costs no
 * key press). Rows are drawn centred, so "the seat above" is the one nearest
 * in drawn position, not in cell index.
 */
export interface NavSeat {
  seat: string;
  /** Horizontal position in cells from the row's centre line. */
  x: number;
}

export type NavGrid = NavSeat[][];

export function navGrid(drawnRows: readonly LayoutRow[]): NavGrid {
  const grid: NavGrid = [];
  for (const row of drawnRows) {
    const middle = (row.cells.length - 1) / 2;
    const seats: NavSeat[] = [];
    row.cells.forEach((c, i) => {
      if (c.seat && c.kind !== 'GAP' && c.kind !== 'BLOCKED') seats.push({ seat: c.seat, x: i - middle });
    });
    if (seats.length > 0) grid.push(seats);
  }
  return grid;
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const NAV_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export function isNavKey(key: string): key is NavKey {
  return NAV_KEYS.has(key);
}

function locate(grid: NavGrid, seat: string): [number, number] | null {
  for (let r = 0; r < grid.length; r++) {
    const c = grid[r].findIndex((s) => s.seat === seat);
    if (c >= 0) return [r, c];
  }
  return null;
}

function nearest(row: readonly NavSeat[], x: number): NavSeat {
  let best = row[0];
  for (const s of row) if (Math.abs(s.x - x) < Math.abs(best.x - x)) best = s;
  return best;
}

/**
 * The seat a key moves to from `from` (the same seat at an edge). With ctrl,
 * Home and End go to the first and last seat of the whole map.
 */
export function moveFrom(grid: NavGrid, from: string, key: NavKey, ctrl = false): string {
  const at = locate(grid, from);
  if (!at || grid.length === 0) return grid[0]?.[0]?.seat ?? from;
  const [r, c] = at;
  const row = grid[r];
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(0, c - 1)].seat;
    case 'ArrowRight':
      return row[Math.min(row.length - 1, c + 1)].seat;
    case 'ArrowUp':
      return r === 0 ? from : nearest(grid[r - 1], row[c].x).seat;
    case 'ArrowDown':
      return r === grid.length - 1 ? from : nearest(grid[r + 1], row[c].x).seat;
    case 'Home':
      return ctrl ? grid[0][0].seat : row[0].seat;
    case 'End': {
      if (!ctrl) return row[row.length - 1].seat;
      const last = grid[grid.length - 1];
      return last[last.length - 1].seat;
    }
  }
}
