import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import { SeatLayoutFragment } from '../../lib/seat-layout';
import { seatKinds } from './seat-layout';
import { MAX_SEATS } from './seats';

const SeatLayoutShowQuery = graphql(`
  query SeatLayoutShow($showId: ID!) {
    show(id: $showId) {
      id
      maxSeats
      prices {
        category
        pricePaise
      }
      layout {
        version
        ...SeatLayout_layout
      }
    }
  }
`);

/**
 * The chosen show's layout and category prices (null until it has loaded),
 * its seat limit, and the kind of each of its seats.
 */
export function useShowLayout(showId: string | null) {
  const { data } = useQuery(SeatLayoutShowQuery, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    // Kept with the component, not normalised into the cache: nothing else
    // reads a layout's hundreds of cells, and writing them there was one of
    // the seat page's longest tasks on a phone.
    fetchPolicy: 'no-cache',
  });
  const show = showId && data?.show.id === showId ? data.show : null;
  const seating = useMemo(
    () => (show ? { layout: getFragmentData(SeatLayoutFragment, show.layout), prices: show.prices } : null),
    [show],
  );
  const kinds = useMemo(() => seatKinds(seating?.layout), [seating]);
  return { seating, maxSeats: show?.maxSeats ?? MAX_SEATS, kinds };
}
