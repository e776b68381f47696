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
    $food: [OrderLineInput!]
  ) {
    sellAtCounter(
      showId: $showId
      seats: $seats
      method: $method
      paymentReference: $paymentReference
      contact: $contact
      food: $food
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
        foodPaise
        feePaise
        taxPaise
        totalPaise
        lines {
          kind
          label
          amountPaise
        }
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

// What the counter charges for the seats and food chosen, as the sale will
// price them, so the total shown before selling is the server's.
export const CounterQuoteQuery = graphql(`
  query CounterQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {
    quote(showId: $showId, seats: $seats, food: $food) {
      foodPaise
      totalPaise
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
