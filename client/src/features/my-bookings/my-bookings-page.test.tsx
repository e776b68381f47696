import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CancelBookingDocument, CancellationPolicyDocument, MyBookingsDocument } from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { makeSession, renderRoute, signedInSession } from '../../test/render';

function quote(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CancellationQuote',
    allowed: true,
    reason: null,
    deadline: '2030-07-01T11:00:00Z',
    feePercent: 10,
    feePaise: 3000,
    refundPaise: 27000,
    ...overrides,
  };
}

function booking(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id,
    reference: `REF${id.toUpperCase()}XY`.slice(0, 8),
    seats: ['C3', 'C4'],
    amount: 300,
    amountPaise: 30000,
    status: 'PAID',
    isPaid: true,
    paymentUrl: null,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    refundedAmount: null,
    checkedInAt: null,
    ageCheck: null,
    food: [],
    cancellation: quote(),
    show: {
      __typename: 'Show',
      id: `show-${id}`,
      localDate: '2030-07-01',
      localTime: '18:30',
      status: 'SCHEDULED',
      cancelReason: null,
      cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand', timeZone: 'Asia/Kolkata' },
      screen: { __typename: 'Screen', id: 'sc1', name: 'Audi 1 — Grand' },
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', posterUrl: '/art/posters/m1.svg', runtime: 152, certificate: 'UA13' },
    },
    ...overrides,
  };
}

function bookingsMock(bookings: object[]) {
  return { request: { query: MyBookingsDocument }, result: { data: { myBookings: bookings } } };
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('MyBookingsPage', () => {
  it('shows a card per booking: poster, title, date, time, amount, seat count and seats, Paid', async () => {
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([booking('b1')])] });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByRole('img', { name: 'Monsoon Protocol' })).toHaveAttribute('src', '/art/posters/m1.svg');
    expect(within(card).getByText('Monday, July 1, 2030')).toBeInTheDocument();
    expect(within(card).getByText('06:30 PM IST')).toBeInTheDocument();
    expect(within(card).getByTestId('booking-place')).toHaveTextContent('Marquee Grand · Audi 1 — Grand');
    expect(within(card).getByText('₹300')).toBeInTheDocument();
    expect(card).toHaveTextContent('Total Tickets: 2');
    expect(card).toHaveTextContent('Seat Number: C3, C4');
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'pending' })).not.toBeInTheDocument();
  });

  it('links a pending booking to its payment page with the time left on the hold', async () => {
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [
        bookingsMock([
          booking('b2', {
            status: 'PENDING',
            isPaid: false,
            paymentUrl: '/checkout/test/b2',
            holdExpiresAt: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString(),
          }),
        ]),
      ],
    });
    const link = await screen.findByRole('link', { name: 'pending' });
    expect(link).toHaveAttribute('href', '/checkout/test/b2');
    expect(screen.getByTestId('hold-time-left')).toHaveTextContent(/Pay within 9:(30|29) to keep your seats/);
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it("says 'No bookings found.' when there are none", async () => {
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([])] });
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    renderRoute('/my-bookings', { session: makeSession() });
    expect(screen.getByText('Please sign in to view your bookings.')).toBeInTheDocument();
  });

  it('refetches when the tab becomes visible again', async () => {
    const later = booking('b9', { show: { ...booking('x').show, movie: { ...booking('x').show.movie, id: 'm9', title: 'Glasshouse' } } });
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [bookingsMock([booking('b1')]), bookingsMock([booking('b1'), later])],
    });
    await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(screen.queryByRole('article', { name: 'Booking for Glasshouse' })).not.toBeInTheDocument();

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Booking for Glasshouse' })).toBeInTheDocument(),
    );
  });

  it('does not refetch while the tab is hidden, only when it shows again', async () => {
    const later = booking('b9', { show: { ...booking('x').show, movie: { ...booking('x').show.movie, id: 'm9', title: 'Glasshouse' } } });
    const live = createLiveTestLink([bookingsMock([booking('b1')]), bookingsMock([booking('b1'), later])]);
    renderRoute('/my-bookings', { session: signedInSession(), link: live.link });
    await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // A refetch goes to the link inside act(), as the event is handled.
    // (The navbar's city picker asks for the cities; only bookings count here.)
    const bookingsAsked = () => live.requested().filter((op) => op === 'MyBookings');
    expect(bookingsAsked()).toEqual(['MyBookings']);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(bookingsAsked()).toEqual(['MyBookings', 'MyBookings']);
    await screen.findByRole('article', { name: 'Booking for Glasshouse' });
  });
});

const policy = {
  request: { query: CancellationPolicyDocument },
  result: {
    data: {
      cancellationPolicy: {
        __typename: 'CancellationPolicy',
        cutoffMinutes: 120,
        feePercent: 10,
        text: 'Paid bookings can be cancelled until 2 hours before the show; 10% is kept as a fee.',
      },
    },
  },
};

describe('MyBookingsPage tickets and references', () => {
  it('shows the reference and links a paid booking to its e-ticket', async () => {
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([booking('b1', { reference: 'K7Q2M9XD' })])] });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByTestId('booking-reference')).toHaveTextContent('K7Q2M9XD');
    expect(within(card).getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', '/tickets/K7Q2M9XD');
  });

  it('offers no ticket for a pending booking, and no Cancel when the server does not allow it', async () => {
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [
        bookingsMock([
          booking('b2', { status: 'PENDING', isPaid: false, paymentUrl: '/checkout/test/b2', cancellation: quote({ allowed: false, reason: 'No' }) }),
        ]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByTestId('booking-reference')).toHaveTextContent('REFB2XY');
    expect(within(card).queryByRole('link', { name: 'View ticket' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says why a paid booking can no longer be cancelled', async () => {
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [bookingsMock([booking('b3', { cancellation: quote({ allowed: false, reason: 'Cancellation closed 2 hours before the show.' }) })])],
    });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByTestId('cancel-closed')).toHaveTextContent('Cancellation closed 2 hours before the show.');
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the refunded amount of a refunded booking', async () => {
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [bookingsMock([booking('b4', { status: 'REFUNDED', isPaid: false, refundedAmount: 270, cancellation: quote({ allowed: false }) })])],
    });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByText('Refunded')).toBeInTheDocument();
    expect(within(card).getByTestId('refunded-amount')).toHaveTextContent('₹270 refunded');
    expect(within(card).queryByRole('link', { name: 'View ticket' })).not.toBeInTheDocument();
  });
});

describe('MyBookingsPage certificates and cancelled shows', () => {
  const cancelledShow = (b: ReturnType<typeof booking>) => ({
    ...b.show,
    status: 'CANCELLED',
    cancelReason: 'Projector failure',
    movie: { ...b.show.movie, certificate: 'A' },
  });

  it('lists the food ordered with the seats', async () => {
    const item = (id: string, name: string) => ({ __typename: 'MenuItem', id, name });
    const food = [
      { __typename: 'OrderLine', quantity: 1, collected: false, item: item('f1', 'Large popcorn') },
      { __typename: 'OrderLine', quantity: 2, collected: false, item: item('f2', 'Cola') },
    ];
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([booking('b9', { food })])] });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByTestId('booking-food')).toHaveTextContent('Food: 1 × Large popcorn, 2 × Cola');
  });

  it('shows the certificate and "A — check ID" on an A film\'s booking', async () => {
    const b = booking('b7', { ageCheck: 'A — check ID' });
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [bookingsMock([{ ...b, show: { ...b.show, movie: { ...b.show.movie, certificate: 'A' } } }])],
    });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    expect(within(card).getByTestId('certificate')).toHaveTextContent(/^A$/);
    expect(within(card).getByTestId('age-check')).toHaveTextContent('A — check ID');
    expect(within(card).getByText('Paid')).toBeInTheDocument();
  });

  it('shows a paid booking of a cancelled show as Cancelled, with the reason and "Refunded ₹X", and no ticket or cancel', async () => {
    const b = booking('b8', { status: 'REFUNDED', isPaid: false, refundedAmount: 300, ageCheck: 'A — check ID', cancellation: quote({ allowed: false }) });
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([{ ...b, show: cancelledShow(b) }])] });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    const notice = within(card).getByTestId('show-cancelled');
    expect(notice).toHaveTextContent('Cancelled');
    expect(notice).toHaveTextContent('The show was cancelled: Projector failure');
    expect(within(notice).getByTestId('show-cancelled-money')).toHaveTextContent(/^Refunded ₹300$/);
    expect(within(card).queryByTestId('refunded-amount')).toBeNull();
    expect(within(card).queryByTestId('age-check')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'View ticket' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('says "Refund of ₹X on its way" while the refund is being made, and "Nothing charged" for an unpaid one', async () => {
    const paying = booking('b9', { cancellation: quote({ allowed: false }) });
    const unpaid = booking('b10', { status: 'CANCELLED', isPaid: false, paymentUrl: null, cancellation: quote({ allowed: false }) });
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [bookingsMock([{ ...paying, show: cancelledShow(paying) }, { ...unpaid, show: cancelledShow(unpaid) }])],
    });
    const money = await screen.findAllByTestId('show-cancelled-money');
    expect(money.map((m) => m.textContent)).toEqual(['Refund of ₹300 on its way', 'Nothing charged']);
  });
});

describe('MyBookingsPage paid cancellation', () => {
  const paid = booking('b5');

  async function openDialog(mocks: object[]) {
    renderRoute('/my-bookings', { session: signedInSession(), mocks: [bookingsMock([paid]), policy, ...mocks] as never });
    const card = await screen.findByRole('article', { name: 'Booking for Monsoon Protocol' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    return screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
  }

  it("states the policy and this booking's refund and fee before confirming", async () => {
    const dialog = await openDialog([]);
    expect(await within(dialog).findByText(/until 2 hours before the show; 10% is kept/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancel-fee')).toHaveTextContent('₹30');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('₹270');
    expect(within(dialog).getByText('Cancellation fee (10%)')).toBeInTheDocument();
    // 11:00 UTC is 4:30 PM in the cinema's zone (Kolkata).
    expect(dialog).toHaveTextContent('You can cancel until Mon, Jul 1 2030 4:30 PM IST.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels on confirmation and says what was refunded', async () => {
    const refunded = { ...paid, status: 'REFUNDED', isPaid: false, refundedAmount: 270, cancellation: quote({ allowed: false }) };
    const dialog = await openDialog([
      { request: { query: CancelBookingDocument, variables: { id: 'b5' } }, result: { data: { cancelBooking: refunded } } },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('Booking cancelled. ₹270 refunded.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Booking for Monsoon Protocol' });
    await waitFor(() => expect(within(card).getByTestId('refunded-amount')).toHaveTextContent('₹270 refunded'));
  });

  it('says a failed refund leaves the booking paid', async () => {
    const dialog = await openDialog([
      {
        request: { query: CancelBookingDocument, variables: { id: 'b5' } },
        result: { errors: [new GraphQLError('The refund could not be made', { extensions: { code: 'REFUND_FAILED' } })] },
      },
      bookingsMock([paid]),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('The refund could not be made. Your booking is still paid.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Booking for Monsoon Protocol' })).getByText('Paid')).toBeInTheDocument();
  });

  it("shows the server's message when the cut-off has passed", async () => {
    const dialog = await openDialog([
      {
        request: { query: CancelBookingDocument, variables: { id: 'b5' } },
        result: { errors: [new GraphQLError('Too late to cancel: the show starts within 2 hours', { extensions: { code: 'CANCEL_CUTOFF_PASSED' } })] },
      },
      bookingsMock([{ ...paid, cancellation: quote({ allowed: false, reason: 'Too late to cancel' }) }]),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('Too late to cancel: the show starts within 2 hours')).toBeInTheDocument();
    expect(await screen.findByTestId('cancel-closed')).toHaveTextContent('Too late to cancel');
  });
});

describe('MyBookingsPage pending cancellation', () => {
  it('cancels an unpaid booking at once: nothing was paid, so there is nothing to ask', async () => {
    const pending = booking('b6', { status: 'PENDING', isPaid: false, paymentUrl: '/checkout/test/b6', cancellation: quote({ feePaise: 0, refundPaise: 0 }) });
    const cancelled = { ...pending, status: 'CANCELLED', paymentUrl: null, cancellation: quote({ allowed: false }) };
    renderRoute('/my-bookings', {
      session: signedInSession(),
      mocks: [
        bookingsMock([pending]),
        { request: { query: CancelBookingDocument, variables: { id: 'b6' } }, result: { data: { cancelBooking: cancelled } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });
});
