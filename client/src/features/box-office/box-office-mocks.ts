// What the box office's tests share: a till, the one show on sale with its
// live seat map and menu, and a cash sale of two seats.
import type { MockLink } from '@apollo/client/testing';
import {
  BoxOfficeShowsDocument,
  BoxOfficeTillDocument,
  CounterQuoteDocument,
  SeatLayoutOccupiedDocument,
  SeatLayoutShowDocument,
  ShowMenuDocument,
} from '../../gql/graphql';
import { prices, quickShowLayout } from '../../test/layouts';

const OPENED = '2030-07-01T03:30:00Z';

export function till(expectedCash: number, closed?: { counted: number; difference: number }) {
  const amounts = (cash: number) => [
    { __typename: 'MethodAmount', method: 'CASH', amountPaise: cash },
    { __typename: 'MethodAmount', method: 'CARD', amountPaise: 0 },
    { __typename: 'MethodAmount', method: 'UPI', amountPaise: 0 },
  ];
  return {
    __typename: 'Till',
    id: 't1',
    openedAt: OPENED,
    floatPaise: 200000,
    closedAt: closed ? '2030-07-01T17:30:00Z' : null,
    expected: amounts(expectedCash),
    counted: closed ? amounts(closed.counted) : null,
    differencePaise: closed ? closed.difference : null,
  };
}

export const tillMock = (myTill: object | null): MockLink.MockedResponse => ({
  request: { query: BoxOfficeTillDocument },
  result: { data: { myTill } },
});

export const movie = { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' };
export const cinema = { __typename: 'Cinema', id: 'c1', name: 'Marquee QuickShow' };
export const screenOne = { __typename: 'Screen', id: 'sc1', name: 'Screen 1' };

/** The menu item the counter may sell, as Cinema.menu gives it. */
export function menuItem(id: string, name: string, pricePaise: number, stockLeft: number | null = null) {
  return { __typename: 'MenuItem', id, name, description: '', category: 'snacks', imageUrl: null, pricePaise, available: true, stockLeft };
}

type MenuItem = ReturnType<typeof menuItem>;

/** Query.quote as the server prices it with no fee: ₹150 a seat plus the food. */
function quote(menu: readonly MenuItem[], v: Record<string, unknown>) {
  const food = ((v.food ?? []) as Array<{ itemId: string; quantity: number }>).reduce(
    (sum, l) => sum + l.quantity * (menu.find((i) => i.id === l.itemId)?.pricePaise ?? 0),
    0,
  );
  const total = (v.seats as string[]).length * 15000 + food;
  return { data: { quote: { __typename: 'PriceBreakdown', foodPaise: food, totalPaise: total } } };
}

/** Show s1 on sale with its layout, no seat taken, and `menu` for its cinema. */
export const showMocks = (menu: MenuItem[] = []): MockLink.MockedResponse[] => [
  {
    request: { query: CounterQuoteDocument, variables: (v: Record<string, unknown>) => v.showId === 's1' },
    result: (v: Record<string, unknown>) => quote(menu, v),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: ShowMenuDocument, variables: { showId: 's1' } },
    result: { data: { show: { __typename: 'Show', id: 's1', cinema: { __typename: 'Cinema', id: 'c1', menu } } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: BoxOfficeShowsDocument },
    result: {
      data: {
        shows: [
          { __typename: 'Show', id: 's1', startsAt: '2030-07-01T13:00:00Z', localDate: '2030-07-01', localTime: '18:30', status: 'SCHEDULED', movie, cinema, screen: screenOne },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SeatLayoutShowDocument, variables: { showId: 's1' } },
    result: { data: { show: { __typename: 'Show', id: 's1', maxSeats: 10, prices: prices({ STANDARD: 15000 }), layout: quickShowLayout() } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SeatLayoutOccupiedDocument, variables: { showId: 's1' } },
    result: { data: { occupiedSeats: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

export const sale = {
  __typename: 'Booking',
  id: 'b1',
  reference: 'K7Q2M9XD',
  status: 'PAID',
  paymentMethod: 'CASH',
  ticketCode: 'MQ1.code',
  ticketQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  seatDetails: [
    { __typename: 'SeatDetail', label: 'C3', category: 'STANDARD', pricePaise: 15000 },
    { __typename: 'SeatDetail', label: 'C4', category: 'STANDARD', pricePaise: 15000 },
  ],
  priceBreakdown: {
    __typename: 'PriceBreakdown',
    ticketsPaise: 30000,
    foodPaise: 0,
    feePaise: 0,
    taxPaise: 0,
    totalPaise: 30000,
    lines: [{ __typename: 'PriceLine', kind: 'TICKETS', label: 'Standard × 2', amountPaise: 30000 }],
  },
  show: { __typename: 'Show', id: 's1', localDate: '2030-07-01', localTime: '18:30', movie, cinema, screen: screenOne },
};
