import { useEffect, useMemo, useRef, useState } from 'react';
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
}

function toLiveMap(map: SeatMapSnapshot): LiveMap {
  return {
    showId: map.showId,
    version: map.version,
    occupied: new Set(map.occupiedSeats),
    held: new Set(map.heldSeats),
    sold: new Set(map.soldSeats),
  };
}

export interface LiveSeatMap {
  availability: SeatAvailability;
  /** A live snapshot of this show is on screen and the subscription is healthy. */
  isLive: boolean;
  /** The subscription failed; graphql-ws is reconnecting. */
  paused: boolean;
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

  useEffect(() => {
    if (subscription.error) console.error('Live seat updates failed:', subscription.error);
  }, [subscription.error]);

  const availability = useMemo<SeatAvailability>(() => {
    if (!showId) return emptyAvailability;
    if (live && live.showId === showId) return live;
    const occupied = new Set(occupiedResult.data?.occupiedSeats ?? []);
    return { occupied, held: new Set(), sold: occupied };
  }, [showId, live, occupiedResult.data]);

  return {
    availability,
    isLive: Boolean(live && live.showId === showId && !subscription.error),
    paused: Boolean(subscription.error),
  };
}
