import { graphql } from '../../../gql';

export const FoodSalesQuery = graphql(`
  query AdminFoodSales($from: String!, $to: String!, $cinemaId: ID) {
    foodSalesReport(from: $from, to: $to, cinemaId: $cinemaId) {
      itemId
      name
      category
      quantity
      grossPaise
      taxPaise
      netPaise
    }
  }
`);

export const OffersReportQuery = graphql(`
  query AdminOffersReport($from: String!, $to: String!, $cinemaId: ID) {
    offersReport(from: $from, to: $to, cinemaId: $cinemaId) {
      offerId
      code
      title
      redemptions
      costPaise
      grossPaise
    }
  }
`);

export const RefundsReportQuery = graphql(`
  query AdminRefundsReport($from: String!, $to: String!, $cinemaId: ID) {
    refundsReport(from: $from, to: $to, cinemaId: $cinemaId) {
      bookingId
      reference
      refundedAt
      movie
      channel
      amountPaise
      refundedPaise
    }
  }
`);
