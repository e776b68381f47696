import { graphql } from '../../gql';

export const BoxOfficeShowsQuery = graphql(`
  query BoxOfficeShows {
    shows {
      id
      startsAt
      localDate
      localTime
      status
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
  }
`);

export const SellAtCounterMutation = graphql(`
  mutation SellAtCounter(
    $showId: ID!
    $seats: [String!]!
    $method: PaymentMethod!
    $paymentReference: String
    $contact: String
  ) {
    sellAtCounter(
      showId: $showId
      seats: $seats
      method: $method
      paymentReference: $paymentReference
      contact: $contact
    ) {
      id
      reference
      status
      paymentMethod
      ticketCode
      ticketQrSvg
      seatDetails {
        label
        category
        pricePaise
      }
      priceBreakdown {
        ticketsPaise
        feePaise
        taxPaise
        totalPaise
      }
      show {
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
    }
  }
`);

export const RefundAtCounterMutation = graphql(`
  mutation RefundAtCounter($bookingId: ID!) {
    refundAtCounter(bookingId: $bookingId) {
      id
      status
      refundedAmount
    }
  }
`);
