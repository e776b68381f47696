import type { MockLink } from '@apollo/client/testing';
import { AdminFoodSalesDocument, AdminOffersReportDocument, AdminRefundsReportDocument } from '../../../gql/graphql';

/** The food, offers and refunds reports with the given rows, for any range. */
export function extraReports(
  food: object[] = [],
  offers: object[] = [],
  refunds: object[] = [],
): MockLink.MockedResponse[] {
  return [
    { request: { query: AdminFoodSalesDocument, variables: () => true }, result: { data: { foodSalesReport: food } } },
    { request: { query: AdminOffersReportDocument, variables: () => true }, result: { data: { offersReport: offers } } },
    { request: { query: AdminRefundsReportDocument, variables: () => true }, result: { data: { refundsReport: refunds } } },
  ].map((m) => ({ ...m, maxUsageCount: Number.POSITIVE_INFINITY }));
}

export const emptyExtraReports = extraReports();
