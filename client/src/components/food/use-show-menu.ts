import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const ShowMenuQuery = graphql(`
  query ShowMenu($showId: ID!) {
    show(id: $showId) {
      id
      cinema {
        id
        menu(showId: $showId) {
          id
          name
          description
          category
          imageUrl
          pricePaise
          available
          stockLeft
        }
      }
    }
  }
`);

/** A menu item as Cinema.menu gives it for a show. */
export interface ShowMenuItem {
  id: string;
  name: string;
  description: string;
  category: string;
  imageUrl: string | null;
  pricePaise: number;
  available: boolean;
  /** Units left for the show's day; null when the item's stock is not counted. */
  stockLeft: number | null;
}

export interface ShowMenu {
  /** The cinema's menu with the stock left for the show's day; [] until known. */
  items: ShowMenuItem[];
  /** The menu has answered (an error counts: the booking goes on without food). */
  known: boolean;
  /** Something on it can be ordered: the food step is worth showing. */
  orderable: boolean;
}

/**
 * The menu of the show's cinema, asked for as soon as a show is chosen so
 * that Proceed knows at once whether there is a food step to show (the
 * booking page), or the counter whether to offer food (the box office).
 */
export function useShowMenu(showId: string | null): ShowMenu {
  const { data, error } = useQuery(ShowMenuQuery, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.show.cinema.menu ?? [];
  return {
    items,
    known: Boolean(data) || Boolean(error),
    orderable: items.some((i) => i.available && (i.stockLeft === null || i.stockLeft > 0)),
  };
}
