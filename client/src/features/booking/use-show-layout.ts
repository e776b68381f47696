import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
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
        categories {
          code
          name
        }
        rows {
          label
          cells {
            kind
            seat
            category
          }
        }
      }
    }
  }
`);

/**
 * The chosen show's layout version, category prices and seat limit (null
 * until it has loaded), and the kind of each of its seats.
 */
export function useShowLayout(showId: string | null) {
  const { data } = useQuery(SeatLayoutShowQuery, {
    variables: { showId: showId ?? '' },
    skip: !showId,
  });
  const show = showId && data?.show.id === showId ? data.show : null;
  const kinds = useMemo(() => seatKinds(show?.layout), [show]);
  return { show, maxSeats: show?.maxSeats ?? MAX_SEATS, kinds };
}
