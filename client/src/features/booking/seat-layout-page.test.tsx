import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  BookingCancellationPolicyDocument,
  BookingQuoteDocument,
  ShowMenuDocument,
  CitiesDocument,
  CreateBookingDocument,
  MyBookingsDocument,
  SeatLayoutMovieDocument,
  SeatLayoutOccupiedDocument,
  SeatLayoutShowDocument,
  SeatPageBestSeatsDocument,
  SeatPageTotalDocument,
} from '../../gql/graphql';
import { bandedLayout, prices, quickShowLayout } from '../../test/layouts';
import { browser } from '../../lib/browser';
import { createLiveTestLink } from '../../test/live-link';
import { unanswered } from '../../test/mocks';
import { makeSession, renderRoute, signedInSession } from '../../test/render';
import { bookingRetry } from './use-book-seats';
import { SEAT_COUNT_KEY } from './use-seat-count';

const DATE = '2030-07-01';

const movieMock: MockLink.MockedResponse = {
  request: { query: SeatLayoutMovieDocument, variables: { id: 'm1' } },
  result: {
    data: {
      movie: {
        __typename: 'Movie',
        id: 'm1',
        title: 'Monsoon Protocol',
        certificate: 'UA13',
        showTimes: [
          {
            __typename: 'ShowDate',
            date: DATE,
            times: [
              { __typename: 'ShowTime', showId: 's1', time: '2030-07-01T13:00:00Z', localTime: '18:30', cinemaName: 'Marquee QuickShow', cinemaCity: 'Bengaluru', screenName: 'Screen 1', seatsAvailable: 90, waitlistLength: 0 },
              { __typename: 'ShowTime', showId: 's2', time: '2030-07-01T16:15:00Z', localTime: '21:45', cinemaName: 'Marquee QuickShow', cinemaCity: 'Bengaluru', screenName: 'Screen 1', seatsAvailable: 90, waitlistLength: 0 },
              { __typename: 'ShowTime', showId: 's3', time: '2030-07-01T14:00:00Z', localTime: '19:30', cinemaName: 'Marquee Grand', cinemaCity: 'Mumbai', screenName: 'Audi 1', seatsAvailable: 40, waitlistLength: 0 },
            ],
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function occupiedMock(showId: string, seats: string[]): MockLink.MockedResponse {
  return {
    request: { query: SeatLayoutOccupiedDocument, variables: { showId } },
    result: { data: { occupiedSeats: seats } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function showMock(showId: string, maxSeats: number, layout: ReturnType<typeof quickShowLayout>, categoryPrices: ReturnType<typeof prices>): MockLink.MockedResponse {
  return {
    request: { query: SeatLayoutShowDocument, variables: { showId } },
    result: { data: { show: { __typename: 'Show', id: showId, maxSeats, prices: categoryPrices, layout } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const showMocks = [
  showMock('s1', 5, quickShowLayout(), prices({ STANDARD: 15000 })),
  showMock('s2', 5, quickShowLayout(), prices({ STANDARD: 15000 })),
  showMock('s3', 3, bandedLayout(), prices({ RECLINER: 40000, PRIME: 21000, CLASSIC: 15000 })),
];

function quoteMock(seats: string[], q: { ticketsPaise: number; feePaise: number; taxPaise: number; totalPaise: number }): MockLink.MockedResponse {
  return {
    request: { query: BookingQuoteDocument, variables: { showId: 's1', seats } },
    result: { data: { quote: { __typename: 'PriceBreakdown', foodPaise: 0, discountPaise: 0, lines: [], offer: null, ...q } } },
  };
}

function emptyMenuMock(showId: string): MockLink.MockedResponse {
  return {
    request: { query: ShowMenuDocument, variables: { showId } },
    result: { data: { show: { __typename: 'Show', id: showId, cinema: { __typename: 'Cinema', id: 'c1', menu: [] } } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function bestSeatsMock(showId: string, count: number, seats: string[]): MockLink.MockedResponse {
  return {
    request: { query: SeatPageBestSeatsDocument, variables: { showId, count } },
    result: { data: { bestSeats: seats } },
  };
}

/** The idempotency key of each createBooking the mocks answered, in order. */
let bookingKeys: string[] = [];

/** Answers createBooking of `seats` on s1 that carries an idempotency key, `times` times. */
function bookingMock(seats: string[], result: MockLink.MockedResponse['result'], error?: Error, times = 1): MockLink.MockedResponse {
  return {
    request: {
      query: CreateBookingDocument,
      variables: (v: Record<string, unknown>) => {
        const key = v.idempotencyKey;
        const match = v.showId === 's1' && JSON.stringify(v.seats) === JSON.stringify(seats) && typeof key === 'string' && key !== '';
        if (match) bookingKeys.push(key);
        return match;
      },
    },
    ...(error ? { error } : { result }),
    maxUsageCount: times,
  };
}

function booked(paymentUrl: string | null, seats: string[]) {
  return {
    data: {
      createBooking: {
        __typename: 'Booking',
        id: 'b1',
        status: 'PENDING',
        paymentUrl,
        seats,
        amount: 300,
      },
    },
  };
}

function setup(path = `/movies/m1/${DATE}`, mocks: MockLink.MockedResponse[] = [], session = signedInSession()) {
  const live = createLiveTestLink([
    movieMock,
    ...showMocks,
    occupiedMock('s1', ['A1']),
    occupiedMock('s2', []),
    occupiedMock('s3', []),
    ...mocks,
    // No food at these cinemas: Proceed goes straight to the confirmation (the food step has its own tests).
    ...['s1', 's2', 's3'].map((showId) => emptyMenuMock(showId)),
    { request: { query: CitiesDocument }, result: { data: { cities: ['Bengaluru', 'Mumbai'] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    // The running total of tests about something else stays loading.
    { request: { query: SeatPageTotalDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY },
    // Dialogs opened by tests about something else: their price stays loading.
    { request: { query: BookingQuoteDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY },
    unanswered(BookingCancellationPolicyDocument),
  ]);
  const view = renderRoute(path, { session, link: live.link });
  return { ...view, live };
}

// A seat's name starts with its label: "C3, Standard, ₹150, available".
const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, `) });
const ANY_SEAT = /^[A-Z]+\d+, /;

async function chooseTime(label = '06:30 PM') {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  // The seat map is drawn once the show's layout has loaded.
  await screen.findByRole('row', { name: 'Row A' });
}

function seatMap(version: number, held: string[], sold: string[]) {
  return {
    data: {
      seatsChanged: {
        __typename: 'SeatMap',
        showId: 's1',
        version,
        occupiedSeats: [...held, ...sold].sort(),
        heldSeats: held,
        soldSeats: sold,
      },
    },
  };
}

beforeEach(() => {
  // A lost answer is retried at once here: no test waits for a timer.
  bookingRetry.delaysMs = [0, 0];
  bookingKeys = [];
  // Tests about something else have said how many seats already (no sheet).
  sessionStorage.setItem(SEAT_COUNT_KEY, '5');
});

/** The time chips' own text: the time (their screen and any late-night hint are a second line). */
const chipTimes = (buttons: HTMLElement[]) => buttons.map((b) => b.firstElementChild?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SeatLayoutPage', () => {
  it('shows the booking details, time chips in hh:mm A and no time yet', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Booking Details:' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grab your seats', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Monsoon Protocol')).toBeInTheDocument();
    expect(screen.getByText('Monday, 1 July 2030')).toBeInTheDocument();
    expect(screen.getByTestId('selected-time')).toHaveTextContent('None');
    expect(screen.getByText('Selected Seats (0 / 5)')).toBeInTheDocument();
    const times = within(screen.getByRole('group', { name: 'Show times' })).getAllByRole('button');
    expect(chipTimes(times)).toEqual(['06:30 PM', '09:45 PM', '07:30 PM']);
    expect(times.map((t) => t.lastElementChild?.textContent)).toEqual(['Screen 1', 'Screen 1', 'Audi 1']);
    expect(times[0]).toHaveAccessibleName('06:30 PM');
    expect(times[0]).toHaveAccessibleDescription('Marquee QuickShow, Screen 1');
    expect(screen.getByText('Marquee QuickShow')).toBeInTheDocument();
    expect(screen.getByText('Marquee Grand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it("lists only the remembered city's cinemas, and every cinema again for All cities", async () => {
    localStorage.setItem('marquee.city', 'Mumbai');
    setup();
    const group = await screen.findByRole('group', { name: 'Show times' });
    expect(chipTimes(within(group).getAllByRole('button'))).toEqual(['07:30 PM']);
    expect(screen.queryByText('Marquee QuickShow')).not.toBeInTheDocument();
    await within(screen.getByRole('combobox', { name: 'City' })).findByRole('option', { name: 'Mumbai' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), '');
    const all = within(screen.getByRole('group', { name: 'Show times' })).getAllByRole('button');
    expect(chipTimes(all)).toEqual(['06:30 PM', '09:45 PM', '07:30 PM']);
    expect(localStorage.getItem('marquee.city')).toBeNull();
  });

  it('asks for a time before drawing any seat, then draws the layout of that show', async () => {
    setup();
    await screen.findByRole('group', { name: 'Show times' });
    expect(screen.getByText('Choose a time to see the seats.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ANY_SEAT })).toBeNull();
    await chooseTime();
    expect(screen.getAllByRole('button', { name: ANY_SEAT })).toHaveLength(90);
    expect(screen.getByText('All eyes this way please!')).toBeInTheDocument();
    expect(screen.getByTestId('selected-place')).toHaveTextContent('Marquee QuickShow · Screen 1');
  });

  it("uses the show's own layout and seat limit, and explains a chosen wheelchair space", async () => {
    setup();
    await chooseTime('07:30 PM');
    expect(screen.getByRole('rowgroup', { name: 'Recliner ₹400' })).toBeInTheDocument();
    expect(screen.getByText('Selected Seats (0 / 3)')).toBeInTheDocument();
    await userEvent.click(seat('A1'));
    expect(screen.getByRole('note', { name: 'Accessible seating' })).toHaveTextContent('Wheelchair space A1');
    await userEvent.click(seat('D1'));
    await userEvent.click(seat('D2'));
    expect(screen.getByText('Selected Seats (3 / 3)')).toBeInTheDocument();
    await userEvent.click(seat('D3'));
    expect(await screen.findByText('You can only select up to 3 seats')).toBeInTheDocument();
    expect(seat('D3')).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads the occupied seats of the chosen time and refuses them', async () => {
    setup();
    await chooseTime();
    expect(screen.getByTestId('selected-time')).toHaveTextContent('06:30 PM');
    await waitFor(() => expect(seat('A1')).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(seat('A1'));
    expect(await screen.findByText('This seat is already occupied')).toBeInTheDocument();
    expect(seat('A1')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles seats, counts them and stops at five', async () => {
    setup();
    await chooseTime();
    for (const label of ['C1', 'C2', 'C3', 'C4', 'C5']) await userEvent.click(seat(label));
    expect(screen.getByText('Selected Seats (5 / 5)')).toBeInTheDocument();
    await userEvent.click(seat('C6'));
    expect(await screen.findByText('You can only select up to 5 seats')).toBeInTheDocument();
    expect(seat('C6')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(seat('C5'));
    expect(screen.getByText('Selected Seats (4 / 5)')).toBeInTheDocument();
    expect(seat('C5')).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Error fetching occupied seats' when they cannot be loaded", async () => {
    const live = createLiveTestLink([
      movieMock,
      ...showMocks,
      { request: { query: SeatLayoutOccupiedDocument, variables: { showId: 's1' } }, result: { errors: [new GraphQLError('nope')] } },
    ]);
    renderRoute(`/movies/m1/${DATE}`, { session: signedInSession(), link: live.link });
    await chooseTime();
    expect(await screen.findByText('Error fetching occupied seats')).toBeInTheDocument();
  });

  it('asks "How many seats?" once a time is chosen, pre-selects the server\'s best seats, and again when the count changes', async () => {
    sessionStorage.removeItem(SEAT_COUNT_KEY);
    setup(undefined, [
      bestSeatsMock('s1', 3, ['E4', 'E5', 'E6']),
      bestSeatsMock('s1', 2, ['E5', 'E6']),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: '06:30 PM' }));
    const sheet = await screen.findByRole('dialog', { name: 'How many seats?' });
    expect(within(sheet).getAllByRole('button', { name: /^\d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(sheet).getByRole('button', { name: '3' }));
    expect(screen.queryByRole('dialog', { name: 'How many seats?' })).not.toBeInTheDocument();
    await waitFor(() => expect(seat('E5')).toHaveAttribute('aria-pressed', 'true'));
    expect(seat('E4')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('E6')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected Seats (3 / 5)')).toBeInTheDocument();
    expect(sessionStorage.getItem(SEAT_COUNT_KEY)).toBe('3');
    // The visitor may change any of them.
    await userEvent.click(seat('E4'));
    expect(seat('E4')).toHaveAttribute('aria-pressed', 'false');
    // The count can be changed at any time: the best seats for it replace the choice.
    await userEvent.click(screen.getByRole('button', { name: '3 seats' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'How many seats?' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByText('Selected Seats (2 / 5)')).toBeInTheDocument());
    expect(seat('E6')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('E4')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '2 seats' })).toBeInTheDocument();
  });

  it('says when no group of that many seats is free, and leaves the map to be used by hand', async () => {
    sessionStorage.removeItem(SEAT_COUNT_KEY);
    setup(undefined, [bestSeatsMock('s1', 4, [])]);
    await userEvent.click(await screen.findByRole('button', { name: '06:30 PM' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'How many seats?' })).getByRole('button', { name: '4' }));
    expect(await screen.findByText('No 4 seats together are free; choose your seats on the map.')).toBeInTheDocument();
    expect(screen.getByText('Selected Seats (0 / 5)')).toBeInTheDocument();
    await userEvent.click(seat('C3'));
    expect(seat('C3')).toHaveAttribute('aria-pressed', 'true');
  });

  it('closing "How many seats?" leaves the map to be used by hand, and it is not asked again in this tab', async () => {
    sessionStorage.removeItem(SEAT_COUNT_KEY);
    setup();
    await userEvent.click(await screen.findByRole('button', { name: '06:30 PM' }));
    const sheet = await screen.findByRole('dialog', { name: 'How many seats?' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Selected Seats (0 / 5)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '09:45 PM' }));
    await screen.findByRole('row', { name: 'Row A' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How many seats?' })).toBeInTheDocument();
  });

  it('shows the running total of the chosen seats and their categories before any dialog', async () => {
    setup(undefined, [
      {
        request: { query: SeatPageTotalDocument, variables: { showId: 's1', seats: ['C3', 'C4'] } },
        result: { data: { quote: { __typename: 'PriceBreakdown', totalPaise: 32360 } } },
      },
    ]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(seat('C4'));
    expect(await screen.findByTestId('seat-total')).toHaveTextContent('₹323.60');
    expect(screen.getByTestId('selected-seats')).toHaveTextContent('Standard: C3, C4');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('signed out, Proceed asks to sign in, keeps the seats, and opens the confirmation once signed in', async () => {
    const openSignIn = vi.fn();
    const view = setup(undefined, [], makeSession({ openSignIn }));
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please sign in to book tickets')).toBeInTheDocument();
    expect(openSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    view.rerenderSession(signedInSession());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Booking' });
    expect(dialog).toHaveTextContent('1 seat');
    expect(dialog).toHaveTextContent('C3');
  });

  it("needs a signed-in user: 'Please sign in to book tickets'", async () => {
    setup(undefined, [], makeSession());
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please sign in to book tickets')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("needs a time and a seat: 'Please select a time and at least one seat'", async () => {
    setup();
    await screen.findByRole('group', { name: 'Show times' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Please select a time and at least one seat')).toBeInTheDocument();
    // A time alone is not enough either: a second toast appears.
    await chooseTime();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please select a time and at least one seat')).toHaveLength(2),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for confirmation; No, cancel closes the dialog without booking', async () => {
    setup(undefined, [
      quoteMock(['C3', 'C4'], { ticketsPaise: 30000, feePaise: 2000, taxPaise: 4575, totalPaise: 32360 }),
      {
        request: { query: BookingCancellationPolicyDocument },
        result: {
          data: {
            cancellationPolicy: {
              __typename: 'CancellationPolicy',
              text: 'Paid bookings can be cancelled until 2 hours before the show, with a full refund.',
            },
          },
        },
      },
    ]);
    await chooseTime();
    await userEvent.click(seat('C4'));
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Booking' });
    await within(dialog).findByTestId('quote-total');
    expect(within(dialog).getByTestId('quote-tickets')).toHaveTextContent('₹300');
    expect(within(dialog).getByTestId('quote-fee')).toHaveTextContent('₹20');
    expect(within(dialog).getByTestId('quote-tax')).toHaveTextContent('₹45.75');
    expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('₹323.60');
    expect(dialog).toHaveTextContent('GST (included)');
    expect(await within(dialog).findByTestId('booking-cancellation-policy')).toHaveTextContent(
      'Paid bookings can be cancelled until 2 hours before the show, with a full refund.',
    );
    expect(dialog).toHaveTextContent('2 seats (C3, C4)');
    expect(dialog).toHaveTextContent('Monsoon Protocol');
    expect(dialog).toHaveTextContent('06:30 PM');
    expect(dialog).toHaveTextContent('Monday, 1 July 2030');
    expect(within(dialog).getByRole('button', { name: 'Yes, book now!' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Selected Seats (2 / 5)')).toBeInTheDocument();
  });

  it("goes to the payment URL, showing 'Processing...' meanwhile", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    setup(undefined, [bookingMock(['C3'], booked('/checkout/test/b1', ['C3']))]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/b1'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("without a payment URL says 'Tickets booked successfully!' and goes to /my-bookings", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { router } = setup(undefined, [
      bookingMock(['C3', 'C4'], booked(null, ['C3', 'C4'])),
      unanswered(MyBookingsDocument),
    ]);
    await chooseTime();
    await userEvent.click(seat('C4'));
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    expect(await screen.findByText('Tickets booked successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message when the booking is refused, and frees conflicting seats", async () => {
    const conflict = new GraphQLError('Seat C3 is already taken', {
      extensions: { code: 'CONFLICT', seats: ['C3'] },
    });
    setup(undefined, [bookingMock(['C3', 'C4'], { errors: [conflict] })]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(seat('C4'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    expect(await screen.findByText('Seat C3 is already taken')).toBeInTheDocument();
    expect(seat('C3')).toHaveAttribute('aria-pressed', 'false');
    expect(seat('C4')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });

  it("keeps a show's chosen seats for a new page of the same tab (signing in may reload it), not for another show", async () => {
    const visitor = setup(undefined, [], makeSession());
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(seat('C4'));
    visitor.unmount();

    setup(`/movies/m1/${DATE}?show=s1`);
    await screen.findByRole('row', { name: 'Row A' });
    expect(seat('C3')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('C4')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected Seats (2 / 5)')).toBeInTheDocument();
    await chooseTime('09:45 PM');
    expect(screen.getByText('Selected Seats (0 / 5)')).toBeInTheDocument();
    await chooseTime('06:30 PM');
    expect(screen.getByText('Selected Seats (2 / 5)')).toBeInTheDocument();
  });

  it('asks the server for the seats again after any failed booking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const failure of [
      { errors: [new GraphQLError('Seat C3 is already taken', { extensions: { code: 'CONFLICT', seats: ['C3'] } })] },
      undefined,
    ]) {
      const { live, unmount } = setup(undefined, [bookingMock(['C3'], failure, failure ? undefined : new Error('Failed to fetch'), failure ? 1 : 3)]);
      await chooseTime();
      const occupiedAsked = () => live.requested().filter((n) => n === 'SeatLayoutOccupied').length;
      const before = occupiedAsked();
      await userEvent.click(seat('C3'));
      await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
      await waitFor(() => expect(occupiedAsked()).toBe(before + 1));
      unmount();
    }
  });

  it("falls back to 'Error booking tickets' when the server gives no message", async () => {
    setup(undefined, [bookingMock(['C3'], { errors: [new GraphQLError('')] })]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    expect(await screen.findByText('Error booking tickets')).toBeInTheDocument();
  });

  it("says 'Error booking tickets. Please try again.' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(undefined, [bookingMock(['C3'], undefined, new Error('Failed to fetch'), 3)]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    expect(await screen.findByText('Error booking tickets. Please try again.')).toBeInTheDocument();
    expect(bookingKeys).toHaveLength(3);
  });

  it('retries a booking whose answer was lost with the same idempotency key, and pays for what it booked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    setup(undefined, [
      bookingMock(['C3'], undefined, new Error('Failed to fetch')),
      bookingMock(['C3'], booked('/checkout/test/b1', ['C3'])),
    ]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/b1'));
    expect(bookingKeys).toHaveLength(2);
    expect(bookingKeys[1]).toBe(bookingKeys[0]);
  });

  it('sends the same key when the same seats are confirmed again after a lost answer, and a new one after a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const slowDown = new GraphQLError('Too many booking attempts', { extensions: { code: 'RATE_LIMITED' } });
    setup(undefined, [
      bookingMock(['C3'], undefined, new Error('Failed to fetch'), 3),
      bookingMock(['C3'], { errors: [slowDown] }),
      bookingMock(['C3'], booked('/checkout/test/b1', ['C3'])),
    ]);
    await chooseTime();
    await userEvent.click(seat('C3'));
    const confirmAgain = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    };
    await confirmAgain();
    expect(await screen.findByText('Error booking tickets. Please try again.')).toBeInTheDocument();
    await confirmAgain();
    expect(await screen.findByText('Too many booking attempts')).toBeInTheDocument();
    await confirmAgain();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/b1'));
    const [first, ...rest] = bookingKeys;
    expect(rest.slice(0, 3)).toEqual([first, first, first]);
    expect(rest[3]).not.toBe(first);
    expect(bookingKeys).toHaveLength(5);
  });

  describe('live seat map', () => {
    it('subscribes for the chosen show and redraws held and sold seats', async () => {
      const { live } = setup();
      await chooseTime();
      await waitFor(() =>
        expect(live.active()).toEqual([{ operationName: 'SeatLayoutSeats', variables: { showId: 's1' } }]),
      );
      act(() => live.push({ showId: 's1' }, seatMap(1, ['B2'], ['A1', 'A2'])));
      await waitFor(() => expect(seat('B2')).toHaveAttribute('data-state', 'held'));
      expect(seat('A2')).toHaveAttribute('data-state', 'sold');
      expect(seat('A2')).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByText('Live: seats update as others book')).toBeInTheDocument();

      // An older snapshot never wins over a newer one.
      act(() => live.push({ showId: 's1' }, seatMap(0, [], [])));
      expect(seat('A2')).toHaveAttribute('data-state', 'sold');
    });

    it('deselects a selected seat that someone else takes, with a toast', async () => {
      const { live } = setup();
      await chooseTime();
      await waitFor(() => expect(live.active()).toHaveLength(1));
      act(() => live.push({ showId: 's1' }, seatMap(1, [], ['A1'])));
      await userEvent.click(seat('C3'));
      await userEvent.click(seat('C4'));
      expect(screen.getByText('Selected Seats (2 / 5)')).toBeInTheDocument();

      act(() => live.push({ showId: 's1' }, seatMap(2, ['C3'], ['A1'])));

      expect(await screen.findByText('Seat C3 was just taken by someone else.')).toBeInTheDocument();
      expect(seat('C3')).toHaveAttribute('aria-pressed', 'false');
      expect(seat('C3')).toHaveAttribute('data-state', 'held');
      expect(seat('C4')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('Selected Seats (1 / 5)')).toBeInTheDocument();
    });

    it('says live updates are paused when the subscription fails, and draws the seats as the server has them now', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { live } = setup();
      await chooseTime();
      await waitFor(() => expect(live.active()).toHaveLength(1));
      expect(screen.getByText('Connecting to live seat updates...')).toBeInTheDocument();
      act(() => live.push({ showId: 's1' }, seatMap(1, [], ['A2'])));
      expect(await screen.findByText('Live: seats update as others book')).toBeInTheDocument();
      expect(seat('A1')).toHaveAttribute('data-state', 'free');
      act(() => live.fail({ showId: 's1' }, new Error('socket closed')));
      expect(await screen.findByText('Live updates paused; reconnecting...')).toBeInTheDocument();
      // The last snapshot goes stale: the occupied seats are asked for again (the server says A1).
      await waitFor(() => expect(seat('A1')).toHaveAttribute('data-state', 'sold'));
      expect(seat('A2')).toHaveAttribute('data-state', 'free');
      expect(log).toHaveBeenCalledWith('Live seat updates failed:', expect.anything());
    });

    it('switches the subscription when the time changes, clearing the selection', async () => {
      const { live } = setup();
      await chooseTime();
      await waitFor(() => expect(live.active()).toHaveLength(1));
      await userEvent.click(seat('C3'));
      await chooseTime('09:45 PM');
      await waitFor(() =>
        expect(live.active()).toEqual([{ operationName: 'SeatLayoutSeats', variables: { showId: 's2' } }]),
      );
      expect(screen.getByTestId('selected-time')).toHaveTextContent('09:45 PM');
      expect(screen.getByText('Selected Seats (0 / 5)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '09:45 PM' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
