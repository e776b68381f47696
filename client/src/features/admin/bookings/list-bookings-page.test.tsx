import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminListBookingsDocument, RefundBookingDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });

const show = {
  __typename: 'Show',
  id: 's1',
  localDate: '2030-07-01',
  localTime: '18:30',
  cinema: { __typename: 'Cinema', id: 'c1', timeZone: 'Asia/Kolkata' },
  movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
};

function row(i: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id: `b${i}`,
    reference: `REF${String(i).padStart(5, '0')}`,
    seats: ['A1', 'A2'],
    food: [] as object[],
    amount: 299.5,
    status: 'PAID',
    refundedAmount: null,
    needsAttention: null,
    customer: { __typename: 'Customer', id: `u${i}`, name: `Customer ${i}`, email: `c${i}@example.com` },
    show,
    ...overrides,
  };
}

interface PageOptions {
  offset?: number;
  total?: number;
  rows?: object[];
  search?: string;
  status?: string[];
  paidAmountPaise?: number;
  paidCount?: number;
}

function bookingPage({ offset = 0, total, rows = [row(0)], search, status, paidAmountPaise = 59900, paidCount = 1 }: PageOptions = {}) {
  return {
    request: {
      query: AdminListBookingsDocument,
      variables: { offset, limit: 50, ...(search ? { search } : {}), ...(status ? { status } : {}) },
    },
    result: {
      data: {
        allBookings: {
          __typename: 'BookingPage',
          total: total ?? rows.length,
          offset,
          limit: 50,
          paidAmountPaise,
          paidCount,
          bookings: rows,
        },
      },
    },
  };
}

function headers() {
  return screen.getAllByRole('columnheader').map((th) => th.textContent);
}

function cells(rowIndex: number) {
  const rows = screen.getAllByRole('row').slice(1);
  return within(rows[rowIndex]).getAllByRole('cell').map((td) => td.textContent);
}

describe('ListBookingsPage', () => {
  it('lists bookings: Reference, User, Movie, Show Time, Seats, Status, Amount', async () => {
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage()] });
    expect(await screen.findByRole('heading', { name: 'Admin List Bookings' })).toBeInTheDocument();
    await screen.findByText('Customer 0');
    expect(headers()).toEqual(['Reference', 'User', 'Movie', 'Show Time', 'Seats', 'Food', 'Status', 'Amount', 'Actions']);
    expect(cells(0)).toEqual(['REF00000', 'Customer 0', 'Monsoon Protocol', 'Mon, Jul 1 2030 6:30 PM IST', 'A1, A2', '—', 'Paid', '₹299.50', 'HistoryRefund']);
  });

  it('shows the food of each booking, and when it was all collected', async () => {
    const line = (id: string, name: string, quantity: number, collected: boolean) => ({
      __typename: 'OrderLine',
      quantity,
      collected,
      item: { __typename: 'MenuItem', id, name },
    });
    const rows = [
      row(0, { food: [line('f1', 'Large popcorn', 1, false), line('f2', 'Cola', 2, false)] }),
      row(1, { food: [line('f3', 'Couple combo', 1, true)] }),
    ];
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage({ rows })] });
    await screen.findByText('Customer 1');
    expect(cells(0)[5]).toBe('1 × Large popcorn, 2 × Cola');
    expect(cells(1)[5]).toBe('1 × Couple comboCollected');
  });

  it('totals only the paid bookings, as the dashboard does', async () => {
    const rows = [row(0), row(1, { status: 'CANCELLED' }), row(2, { status: 'EXPIRED' }), row(3, { status: 'REFUNDED', refundedAmount: 299.5 })];
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage({ rows, paidAmountPaise: 29950, paidCount: 1 })] });
    await screen.findByText('Customer 3');
    expect(screen.getByTestId('paid-count')).toHaveTextContent('1');
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('₹299.50');
    expect(screen.getByTestId('bookings-totals')).toHaveTextContent('1 paid booking · ₹299.50 revenue · 4 listed');
    expect(cells(1)[6]).toBe('Cancelled');
    expect(cells(2)[6]).toBe('Expired');
    expect(cells(3)[6]).toBe('Refunded');
    // Only a paid booking can be refunded.
    expect(cells(1)[8]).toBe('History');
  });

  it('flags a paid booking whose refund crossed a check-in, with what went back', async () => {
    const why = 'The payment provider refunded this booking after its ticket was admitted at the door.';
    const rows = [row(0, { refundedAmount: 299.5, needsAttention: why }), row(1)];
    renderRoute('/admin/list-bookings', { session: admin, mocks: [bookingPage({ rows })] });
    await screen.findByText('Customer 0');
    expect(cells(0)[6]).toBe('PaidNeeds attention');
    expect(screen.getByTestId('needs-attention')).toHaveAttribute('title', why);
    expect(screen.getAllByRole('row')[1].querySelectorAll('td')[7]).toHaveAttribute('title', '₹299.50 refunded');
    expect(cells(1)[6]).toBe('Paid');
    expect(screen.getAllByTestId('needs-attention')).toHaveLength(1);
  });

  it('filters by status chips (several at once) and keeps them in the URL', async () => {
    const { router } = renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [
        bookingPage(),
        bookingPage({ status: ['PAID'], rows: [row(0)] }),
        bookingPage({ status: ['PAID', 'REFUNDED'], rows: [row(0), row(5, { status: 'REFUNDED' })] }),
      ],
    });
    await screen.findByText('Customer 0');
    const chips = screen.getByRole('group', { name: 'Status' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PAID'));
    expect(within(chips).getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'Refunded' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PAID&status=REFUNDED'));
    expect(await screen.findByText('Customer 5')).toBeInTheDocument();
    expect(screen.getByTestId('bookings-totals')).toHaveTextContent('(matching the filters)');
  });

  it('searches by reference or e-mail on the server and keeps it in the URL', async () => {
    const { router } = renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [bookingPage(), bookingPage({ search: 'c7@example.com', rows: [row(7)] })],
    });
    await screen.findByText('Customer 0');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'c7@example.com{Enter}');
    expect(await screen.findByText('Customer 7')).toBeInTheDocument();
    expect(screen.queryByText('Customer 0')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=c7%40example.com');
  });

  it('opens with the filters of its URL', async () => {
    renderRoute('/admin/list-bookings?status=REFUNDED&q=REF00009', {
      session: admin,
      mocks: [bookingPage({ search: 'REF00009', status: ['REFUNDED'], rows: [row(9, { status: 'REFUNDED' })], paidCount: 0, paidAmountPaise: 0 })],
    });
    expect(await screen.findByText('Customer 9')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('REF00009');
    expect(screen.getByRole('button', { name: 'Refunded' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches', async () => {
    renderRoute('/admin/list-bookings?q=nobody', {
      session: admin,
      mocks: [bookingPage({ search: 'nobody', rows: [], paidCount: 0, paidAmountPaise: 0 })],
    });
    expect(await screen.findByText('No bookings match.')).toBeInTheDocument();
  });

  it('pages through more than 50 bookings', async () => {
    const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));
    renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [bookingPage({ total: 60, rows: rows(0, 50) }), bookingPage({ offset: 50, total: 60, rows: rows(50, 10) })],
    });
    await screen.findByText('Customer 0');
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 50')).toBeInTheDocument();
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refunds a paid booking after asking', async () => {
    renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [
        bookingPage(),
        {
          request: { query: RefundBookingDocument, variables: { id: 'b0' } },
          result: { data: { refundBooking: { __typename: 'Booking', id: 'b0', status: 'REFUNDED', isPaid: false, refundedAmount: 299.5 } } },
        },
        bookingPage({ rows: [row(0, { status: 'REFUNDED', refundedAmount: 299.5 })], paidCount: 0, paidAmountPaise: 0 }),
      ],
    });
    await screen.findByText('Customer 0');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund this booking?' });
    expect(dialog).toHaveTextContent('Refund ₹299.50 in full to Customer 0 for booking REF00000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Refunded ₹299.50 for REF00000.')).toBeInTheDocument();
    await waitFor(() => expect(cells(0)[6]).toBe('Refunded'));
    expect(screen.getByTestId('paid-count')).toHaveTextContent('0');
  });

  it('says a failed refund leaves the booking paid', async () => {
    renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [
        bookingPage(),
        {
          request: { query: RefundBookingDocument, variables: { id: 'b0' } },
          result: { errors: [new GraphQLError('Stripe refused the refund.', { extensions: { code: 'REFUND_FAILED' } })] },
        },
        bookingPage(),
      ],
    });
    await screen.findByText('Customer 0');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Stripe refused the refund. The booking is still paid.')).toBeInTheDocument();
  });

  it.each([
    [new GraphQLError('sign in', { extensions: { code: 'UNAUTHENTICATED' } }), 'Please sign in to view the bookings.'],
    [new GraphQLError('boom'), 'Failed to fetch bookings.'],
  ])('on %s says %s', async (error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/list-bookings', {
      session: admin,
      mocks: [{ request: { query: AdminListBookingsDocument, variables: { offset: 0, limit: 50 } }, result: { errors: [error] } }],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
