import { graphql } from '../gql';

/**
 * What a booking or show line says of its show: the film, the date and time
 * (theatre-local, with the cinema's zone, which every printed time names),
 * the cinema and the screen. Customers' bookings and tickets, the door
 * scanner and the admin's show list all print it, so they select it through
 * this one fragment (read with getFragmentData).
 */
export const ShowSummaryFragment = graphql(`
  fragment ShowSummary_show on Show {
    id
    localDate
    localTime
    movie {
      id
      title
    }
    cinema {
      id
      name
      timeZone
    }
    screen {
      id
      name
    }
  }
`);
