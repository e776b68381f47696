import { graphql } from '../gql';

/**
 * What a booking or show line says of its show: the film, the date and time
 * (theatre-local), the cinema and the screen. Customers' bookings and
 * tickets, the door scanner and the admin's show list all print it, so they
 * select it through this one fragment (read with getFragmentData). A reader
 * that formats an instant in the theatre's zone (a check-in time, a
 * deadline) selects `cinema { timeZone }` beside the spread: the summary
 * itself never needs it.
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
    }
    screen {
      id
      name
    }
  }
`);
