import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MyBookingsDocument } from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { makeSession, renderRoute, signedInSession } from '../../test/render';

function booking(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id,
    seats: ['C3', 'C4'],
    amount: 300,
    status: 'PAID',
    isPaid: true,
    paymentUrl: null,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    show: {
      __typename: 'Show',
      id: `show-${id}`,
      localDate: '2030-07-01',
      localTime: '18:30',
      cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand' },
      screen: { __typename: 'Screen', id: 'sc1', name: 'Audi 1 — Grand' },
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', posterUrl: '/art/posters/m1.svg', runtime: 152 },
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
    expect(within(card).getByText('06:30 PM')).toBeInTheDocument();
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
    expect(live.requested()).toEqual(['MyBookings']);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(live.requested()).toEqual(['MyBookings', 'MyBookings']);
    await screen.findByRole('article', { name: 'Booking for Glasshouse' });
  });
});
