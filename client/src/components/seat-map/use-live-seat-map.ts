import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import type { SeatLayoutSeatsSubscription } from '../../gql/graphql';
import { emptyAvailability, type SeatAvailability } from './seats';

const SeatLayoutOccupiedQuery = graphql(`
  query SeatLayoutOccupied($showId: ID!) {
    occupiedSeats(showId: $showId)
  }
`);

const LiveSeatsSubscription = graphql(`
  subscription SeatLayoutSeats($showId: ID!) {
    seatsChanged(showId: $showId) {
      showId
      version
      occupiedSeats
      heldSeats
      soldSeats
    }
  }
`);

type SeatMapSnapshot = SeatLayoutSeatsSubscription['seatsChanged'];

interface LiveMap extends SeatAvailability {
  showId: string;
  version: number;
  /** When it arrived (Date.now()), to tell it from a newer fetched map. */
  at: number;
}

/** The occupied seats as a query answered them after the live map went quiet. */
interface FetchedMap {
  showId: string;
  occupied: ReadonlySet<string>;
  at: number;
}

function toLiveMap(map: SeatMapSnapshot): LiveMap {
  return {
    showId: map.showId,
    version: map.version,
    at: Date.now(),
    occupied: new Set(map.occupiedSeats),
    held: new Set(map.heldSeats),
    sold: new Set(map.soldSeats),
  };
}

/**
 * What the map draws for showId. While live, every change is pushed, so the
 * snapshot is the truth; otherwise whichever is newer, the last snapshot or
 * seats fetched since, and before either the first query's answer.
 */
function currentAvailability(
  showId: string | null,
  { live, isLive, fetched, queried }: {
    live: LiveMap | null;
    isLive: boolean;
    fetched: FetchedMap | null;
    queried: readonly string[] | undefined;
  },
): SeatAvailability {
  if (!showId) return emptyAvailability;
  const snapshot = live && live.showId === showId ? live : null;
  if (isLive && snapshot) return snapshot;
  const refetched = fetched && fetched.showId === showId ? fetched : null;
  if (snapshot && (!refetched || refetched.at < snapshot.at)) return snapshot;
  const occupied = refetched?.occupied ?? new Set(queried ?? []);
  // Which of them are held is only known from a snapshot.
  const held = new Set(snapshot ? [...snapshot.held].filter((s) => occupied.has(s)) : []);
  return { occupied, held, sold: new Set([...occupied].filter((s) => !held.has(s))) };
}

export interface LiveSeatMap {
  availability: SeatAvailability;
  /** A live snapshot of this show is on screen and the subscription is healthy. */
  isLive: boolean;
  /** The subscription failed; graphql-ws is reconnecting. */
  paused: boolean;
  /**
   * Asks the server for the seats again (after a failed booking): without
   * live updates nothing else would show a seat someone else took.
   */
  refresh(): void;
}

/**
 * Which seats of `showId` can be taken: the occupied seats from a query at
 * once, then the live snapshots pushed by the subscription (an older
 * snapshot never replaces a newer one). `onSnapshot` hears the occupied seats
 * of every snapshot pushed, so the page can drop seats someone else took.
 */
export function useLiveSeatMap(
  showId: string | null,
  onSnapshot?: (occupied: ReadonlySet<string>) => void,
): LiveSeatMap {
  const occupiedResult = useQuery(SeatLayoutOccupiedQuery, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (occupiedResult.error) toast.error('Error fetching occupied seats');
  }, [occupiedResult.error]);

  const [live, setLive] = useState<LiveMap | null>(null);
  const onSnapshotRef = useRef(onSnapshot);
  onSnapshotRef.current = onSnapshot;

  const subscription = useSubscription(LiveSeatsSubscription, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    onData: ({ data }) => {
      const map = data.data?.seatsChanged;
      if (!map) return;
      setLive((prev) =>
        prev && prev.showId === map.showId && prev.version >= map.version ? prev : toLiveMap(map),
      );
      onSnapshotRef.current?.(new Set(map.occupiedSeats));
    },
  });

  const [fetched, setFetched] = useState<FetchedMap | null>(null);
  const { refetch } = occupiedResult;
  const refresh = useCallback(() => {
    if (!showId) return;
    refetch()
      .then(({ data }) => {
        if (data) setFetched({ showId, occupied: new Set(data.occupiedSeats), at: Date.now() });
      })
      .catch(() => {}); // the query's error is toasted above
  }, [showId, refetch]);

  useEffect(() => {
    if (!subscription.error) return;
    console.error('Live seat updates failed:', subscription.error);
    // The last snapshot goes stale from now on: draw the seats as they are.
    refresh();
  }, [subscription.error, refresh]);

  const isLive = Boolean(live && live.showId === showId && !subscription.error);

  const queried = occupiedResult.data?.occupiedSeats;
  const availability = useMemo(
    () => currentAvailability(showId, { live, isLive, fetched, queried }),
    [showId, live, isLive, fetched, queried],
  );

  return { availability, isLive, paused: Boolean(subscription.error), refresh };
}
