import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AdminOccupancyDocument, AdminSalesReportDocument, AdminVenuesDocument } from '../../../gql/graphql';
import { emptyExtraReports } from './more-reports.test-data';
import { renderRoute, signedInSession } from '../../../test/render';
import { chooseOption } from '../../../test/select';

const admin = signedInSession({ isAdmin: true, getToken: async () => 'admin.jwt' });

const row = (key: string, label: string, tickets: number, grossPaise: number) => ({
  __typename: 'SalesRow',
  key,
  label,
  bookings: tickets,
  tickets,
  grossPaise,
  taxPaise: Math.round(grossPaise * 0.18),
  netPaise: grossPaise - Math.round(grossPaise * 0.18),
});

const ROWS: Record<string, object[]> = {
  MOVIE: [row('m1', 'Monsoon Protocol', 3, 45000), row('m2', 'Glasshouse', 2, 30000)],
  SCREEN: [row('sc1', 'Screen 1', 5, 75000)],
  DAY: [row('2030-07-01', '2030-07-01', 2, 30000), row('2030-07-02', '2030-07-02', 3, 45000)],
  CHANNEL: [row('ONLINE', 'Online', 3, 45000), row('COUNTER', 'Counter', 2, 30000)],
};

/** salesReport for every cinema (no cinemaId) or cinema c2's, whatever the default dates. */
function sales(groupBy: string, cinemaId?: string, rows = ROWS[groupBy]): MockLink.MockedResponse {
  return {
    request: {
      query: AdminSalesReportDocument,
      variables: (v: Record<string, unknown>) => v.groupBy === groupBy && v.cinemaId === cinemaId,
    },
    result: { data: { salesReport: rows } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const venues: MockLink.MockedResponse = {
  request: { query: AdminVenuesDocument },
  result: {
    data: {
      cinemas: [
        { __typename: 'Cinema', id: 'c2', name: 'Marquee Juhu', city: 'Mumbai', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 20,
          screens: [{ __typename: 'Screen', id: 'sc1', name: 'Audi 1', capacity: 100, layout: { __typename: 'SeatLayout', categories: [] } }] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const occupancy: MockLink.MockedResponse = {
  request: { query: AdminOccupancyDocument, variables: () => true },
  result: {
    data: {
      occupancy: [{ __typename: 'OccupancyCell', screenId: 'sc1', weekday: 1, hour: 18, shows: 2, seats: 200, sold: 150 }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const mocks = [venues, occupancy, ...emptyExtraReports, ...['MOVIE', 'SCREEN', 'DAY', 'CHANNEL'].map((g) => sales(g))];

afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it('shows sales by film, screen, day and channel with totals, the revenue chart and the heat map', async () => {
    renderRoute('/admin/reports', { session: admin, mocks });
    const byFilm = await screen.findByRole('region', { name: 'Sales by film' });
    expect(await within(byFilm).findByText('Monsoon Protocol')).toBeInTheDocument();
    expect(within(byFilm).getByTestId('sales-MOVIE-total')).toHaveTextContent('Total5₹750');
    expect(await within(screen.getByRole('region', { name: 'Sales by channel' })).findByText('Counter')).toBeInTheDocument();

    const chart = await screen.findByRole('img', { name: /^Revenue per day/ });
    expect(chart).toHaveAccessibleName('Revenue per day. 2030-07-01: ₹300; 2030-07-02: ₹450');
    expect(within(chart).getAllByTestId('revenue-bar')).toHaveLength(2);

    const heat = await screen.findByRole('table', { name: 'Occupancy of Marquee Juhu · Audi 1' });
    expect(within(heat).getByTitle('Mon 18:00: 150 of 200 seats over 2 shows')).toHaveTextContent('75%');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
  });

  it('asks the server again for one cinema', async () => {
    renderRoute('/admin/reports', {
      session: admin,
      mocks: [...mocks, sales('MOVIE', 'c2', [row('m2', 'Glasshouse', 1, 15000)]), sales('SCREEN', 'c2', []), sales('DAY', 'c2', []), sales('CHANNEL', 'c2', [])],
    });
    const byFilm = await screen.findByRole('region', { name: 'Sales by film' });
    await within(byFilm).findByText('Monsoon Protocol');
    await chooseOption('Cinema', 'c2');
    await waitFor(() => expect(within(byFilm).queryByText('Monsoon Protocol')).not.toBeInTheDocument());
    expect(within(byFilm).getByTestId('sales-MOVIE-total')).toHaveTextContent('Total1₹150');
  });

  it('downloads a CSV with the admin bearer token and saves it as a file', async () => {
    const fetchMock = vi.fn(async () => new Response('key,label\nm1,Monsoon Protocol\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/admin/reports', { session: admin, mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of sales by film' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/admin\/reports\/sales\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&groupBy=MOVIE$/);
    expect(init.headers).toEqual({ Authorization: 'Bearer admin.jwt' });
    expect(createObjectURL).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^sales-by-film-.*\.csv$/);
    click.mockRestore();
  });
});
