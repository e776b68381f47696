import { graphql } from '../gql';

/**
 * A seat layout as the server sends it (Show.layout, Screen.layout): its
 * categories and its rows of cells, nearest the screen first. The seat map
 * draws it and the admin's layout editor edits it; both select it through
 * this one fragment (read with getFragmentData), so a new cell field reaches
 * both.
 */
export const SeatLayoutFragment = graphql(`
  fragment SeatLayout_layout on SeatLayout {
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
`);
