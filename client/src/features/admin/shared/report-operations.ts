import { graphql } from '../../../gql';

export const SalesReportQuery = graphql(`
  query AdminSalesReport($from: String!, $to: String!, $cinemaId: ID, $groupBy: ReportGroup!) {
    salesReport(from: $from, to: $to, cinemaId: $cinemaId, groupBy: $groupBy) {
      key
      label
      bookings
      tickets
      grossPaise
      taxPaise
      netPaise
    }
  }
`);

export const OccupancyQuery = graphql(`
  query AdminOccupancy($from: String!, $to: String!, $cinemaId: ID) {
    occupancy(from: $from, to: $to, cinemaId: $cinemaId) {
      screenId
      weekday
      hour
      shows
      seats
      sold
    }
  }
`);

export interface ReportRange {
  from: string;
  to: string;
  /** '' for every cinema. */
  cinemaId: string;
}

/** The range's GraphQL variables: no cinemaId for every cinema. */
export function rangeVariables({ from, to, cinemaId }: ReportRange) {
  return cinemaId ? { from, to, cinemaId } : { from, to };
}
