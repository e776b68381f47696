import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import dayjs from 'dayjs';
import {
  AdminDashboardDocument,
  AdminDashboardTodayDocument,
  AdminOccupancyDocument,
  AdminSalesReportDocument,
  AdminVenuesDocument,
} from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';
import { change } from './dashboard-today';

const admin = signedInSession({ isAdmin: true });
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const today = dayjs().format('YYYY-MM-DD');
const weekAgo = dayjs().subtract(6, 'day').format('YYYY-MM-DD');

function dashboard(variables: Record<string, unknown>, totalBookings: number, totalRevenue: number): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardDocument, variables },
    result: {
      data: { dashboard: { __typename: 'Dashboard', totalBookings, totalRevenue, totalUsers: 8, heldSeats: 0, soldSeats: 0, activeShows: [] } },
    },
    ...forever,
  };
}

const figures = (date: string, bookings: number, grossPaise: number) => ({ __typename: 'DayFigures', date, bookings, grossPaise });

// The server's days, which need not be the browser's (a cinema in another time zone).
const cinemaToday = '2030-07-10';
const cinemaLastWeek = '2030-07-03';

function todayMock(cinemaId?: string, now = figures(cinemaToday, 6, 90000), before = figures(cinemaLastWeek, 4, 120000)): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardTodayDocument, variables: cinemaId ? { cinemaId } : {} },
    result: { data: { dashboard: { __typename: 'Dashboard', today: now, sameDayLastWeek: before } } },
    ...forever,
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
  ...forever,
};

const day = (key: string, grossPaise: number) => ({ __typename: 'SalesRow', key, label: key, bookings: 1, tickets: 2, grossPaise, taxPaise: 0, netPaise: grossPaise });

/** The charts' data for exactly this range (and cinema). */
function charts(from: string, to: string, cinemaId?: string): MockLink.MockedResponse[] {
  const range = { from, to, ...(cinemaId ? { cinemaId } : {}) };
  return [
    {
      request: { query: AdminSalesReportDocument, variables: { ...range, groupBy: 'DAY' } },
      result: { data: { salesReport: [day(from, 30000), day(to, 45000)] } },
      ...forever,
    },
    {
      request: { query: AdminOccupancyDocument, variables: range },
      result: { data: { occupancy: [{ __typename: 'OccupancyCell', screenId: 'sc1', weekday: 1, hour: 18, shows: 2, seats: 200, sold: 150 }] } },
      ...forever,
    },
  ];
}

const value = (name: string) => screen.getByTestId(`dashboard-${name}`).textContent;
const cells = (id: string) => within(screen.getByTestId(id)).getAllByRole('cell').map((c) => c.textContent);

describe('the dashboard’s range, comparison and charts', () => {
  it("sets the cinema's today beside the same weekday last week, both days as the server counts them", async () => {
    renderRoute('/admin', { session: admin, mocks: [venues, dashboard({}, 21, 3140), todayMock(), ...charts(weekAgo, today)] });
    const section = await screen.findByRole('region', { name: 'Today against last week' });
    await waitFor(() => expect(cells('today-bookings')).toEqual(['6', '4', '+50%']));
    expect(section).toHaveTextContent(`Today (${cinemaToday}) against last Wednesday (${cinemaLastWeek})`);
    expect(cells('today-revenue')).toEqual(['₹900', '₹1,200', '−25%']);
  });

  it('draws the revenue chart and the heat map of the last seven days, then of the chosen range and cinema', async () => {
    renderRoute('/admin', {
      session: admin,
      mocks: [
        venues,
        dashboard({}, 21, 3140),
        dashboard({ cinemaId: 'c2' }, 9, 1200),
        dashboard({ cinemaId: 'c2', from: '2030-07-01', to: '2030-07-07' }, 3, 450),
        todayMock(),
        todayMock('c2'),
        ...charts(weekAgo, today),
        ...charts(weekAgo, today, 'c2'),
        ...charts('2030-07-01', '2030-07-07', 'c2'),
      ],
    });
    const chart = await screen.findByRole('img', { name: new RegExp(`^Revenue per day\\. ${weekAgo}: ₹300; ${today}: ₹450$`) });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(within(chart).getAllByTestId('revenue-bar')).toHaveLength(2);
    const heat = await screen.findByRole('table', { name: 'Occupancy of Marquee Juhu · Audi 1' });
    expect(within(heat).getByText('75%')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c2');
    await waitFor(() => expect(value('total-bookings')).toBe('9'));
    const filters = screen.getByRole('form', { name: 'Dashboard filters' });
    await userEvent.type(within(filters).getByLabelText('From'), '2030-07-01');
    await userEvent.type(within(filters).getByLabelText('To'), '2030-07-07');
    await waitFor(() => expect(value('total-bookings')).toBe('3'));
    expect(value('total-revenue')).toBe('₹450');
    expect(screen.getByText(/shows playing from 2030-07-01 to 2030-07-07/)).toBeInTheDocument();
    await screen.findByRole('img', { name: /^Revenue per day\. 2030-07-01: ₹300; 2030-07-07: ₹450$/ });

    await userEvent.click(within(filters).getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(value('total-bookings')).toBe('9'));
  });
});

describe('change', () => {
  it('says the change against last week as a rounded percentage', () => {
    expect(change(6, 4)).toBe('+50%');
    expect(change(3, 4)).toBe('−25%');
    expect(change(4, 4)).toBe('no change');
    expect(change(2, 0)).toBe('new');
  });
});
