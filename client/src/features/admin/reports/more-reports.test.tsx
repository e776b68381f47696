import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AdminOccupancyDocument, AdminSalesReportDocument, AdminVenuesDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';
import { extraReports } from './more-reports.test-data';

const admin = signedInSession({ isAdmin: true, getToken: async () => 'admin.jwt' });

const any = (query: unknown, data: object): MockLink.MockedResponse => ({
  request: { query: query as never, variables: () => true },
  result: { data },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const mocks = [
  any(AdminVenuesDocument, { cinemas: [] }),
  any(AdminOccupancyDocument, { occupancy: [] }),
  any(AdminSalesReportDocument, { salesReport: [] }),
  ...extraReports(
    [{ __typename: 'FoodSalesRow', itemId: 'i1', name: 'Large popcorn', category: 'popcorn', quantity: 3, grossPaise: 105000, taxPaise: 5000, netPaise: 100000 }],
    [{ __typename: 'OfferReportRow', offerId: 'o1', code: 'DIWALI', title: 'Ten off', redemptions: 2, costPaise: 8000, grossPaise: 72000 }],
    [{ __typename: 'RefundRow', bookingId: 'b1', reference: 'K7Q2M9XA', refundedAt: '2030-07-01T06:30:00Z', movie: 'Glasshouse',
      channel: 'COUNTER', amountPaise: 21180, refundedPaise: 21180 }],
  ),
];

afterEach(() => vi.unstubAllGlobals());

describe('the food, offers and refunds reports', () => {
  it('list their rows on the reports page', async () => {
    renderRoute('/admin/reports', { session: admin, mocks });
    const food = await screen.findByRole('region', { name: 'Food sales' });
    const popcorn = await within(food).findByRole('row', { name: /Large popcorn/ });
    expect(popcorn).toHaveTextContent('Large popcorn3₹1,050₹50₹1,000');
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(await within(offers).findByRole('row', { name: /DIWALI: Ten off/ })).toHaveTextContent('2₹80₹720');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    const row = await within(refunds).findByRole('row', { name: /K7Q2M9XA/ });
    expect(row).toHaveTextContent('Glasshouse');
    expect(row).toHaveTextContent('Counter');
  });

  it('download their CSV with the same range', async () => {
    const fetchMock = vi.fn(async () => new Response('itemId\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/admin/reports', { session: admin, mocks });
    for (const [name, report] of [['food sales', 'food'], ['offers', 'offers'], ['refunds', 'refunds']]) {
      await userEvent.click(await screen.findByRole('button', { name: `Download CSV of ${name}` }));
      await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith(
        expect.stringMatching(new RegExp(`^/api/admin/reports/${report}\\.csv\\?from=\\d{4}-\\d\\d-\\d\\d&to=\\d{4}-\\d\\d-\\d\\d$`)),
        { headers: { Authorization: 'Bearer admin.jwt' } },
      ));
    }
    expect(click).toHaveBeenCalledTimes(3);
    click.mockRestore();
  });
});
