import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { countFor, useSeatCount } from './use-seat-count';

const BestSeatsQuery = graphql(`
  query SeatPageBestSeats($showId: ID!, $count: Int!) {
    bestSeats(showId: $showId, count: $count)
  }
`);

/** Marks that this tab has seen "How many seats?" and closed it (chose seats by hand). */
const SEAT_COUNT_CLOSED_KEY = 'marquee.seatCountClosed';

function readClosed(): boolean {
  try {
    return sessionStorage.getItem(SEAT_COUNT_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeClosed() {
  try {
    sessionStorage.setItem(SEAT_COUNT_CLOSED_KEY, '1');
  } catch {
    // Storage refused: the sheet asks again after a reload.
  }
}

/** Scrolls the middle one of the chosen seats into the middle of the screen (a wide map may be scrolled elsewhere). */
function bringSelectedIntoView() {
  requestAnimationFrame(() => {
    const chosen = document.querySelectorAll<HTMLElement>('section[data-seating="loaded"] [data-state="selected"]');
    // (jsdom has no scrollIntoView.)
    chosen[Math.floor(chosen.length / 2)]?.scrollIntoView?.({ block: 'center', inline: 'center' });
  });
}

/**
 * "How many seats?" and the server's best seats: the sheet opens by itself
 * once the show's layout has arrived, until the tab has a count (useSeatCount),
 * and again from the header's seat-count button. Choosing a count
 * pre-selects Query.bestSeats for it through `setSelected`; when the server
 * finds no such group, `noBlock` is that count (for the notice) and the
 * selection stays as it was.
 */
export function useBestSeats({
  showId,
  layoutLoaded,
  maxSeats,
  setSelected,
}: {
  showId: string | null;
  /**
   * The show's layout has arrived. The sheet opens then, in the render before
   * the one that draws the map: focusing it in the same commit as the map
   * would force the style and layout of every seat inside that commit.
   */
  layoutLoaded: boolean;
  maxSeats: number;
  setSelected(seats: string[]): void;
}) {
  const client = useApolloClient();
  const [rememberedCount, setRememberedCount] = useSeatCount();
  const count = countFor(rememberedCount, maxSeats);
  const [asked, setAsked] = useState(readClosed);
  const [reopened, setReopened] = useState(false);
  const sheetOpen = layoutLoaded && (reopened || (rememberedCount === null && !asked));
  const [noBlock, setNoBlock] = useState<number | null>(null);
  // Only the latest request may pre-select: an older answer is for another count or show.
  const latest = useRef(0);

  useEffect(() => {
    setNoBlock(null);
    latest.current++;
  }, [showId]);

  const preselect = async (forShow: string, n: number) => {
    const request = ++latest.current;
    try {
      const { data } = await client.query({
        query: BestSeatsQuery,
        variables: { showId: forShow, count: n },
        fetchPolicy: 'network-only',
      });
      if (request !== latest.current) return;
      const best = data?.bestSeats ?? [];
      setNoBlock(best.length === 0 ? n : null);
      if (best.length === 0) return;
      setSelected(best);
      bringSelectedIntoView();
    } catch {
      if (request === latest.current) setNoBlock(n);
    }
  };

  return {
    count,
    sheetOpen,
    noBlock,
    openSheet: () => setReopened(true),
    closeSheet: () => {
      writeClosed();
      setAsked(true);
      setReopened(false);
    },
    chooseCount: (n: number) => {
      setRememberedCount(n);
      setAsked(true);
      setReopened(false);
      if (showId) void preselect(showId, n);
    },
  };
}
