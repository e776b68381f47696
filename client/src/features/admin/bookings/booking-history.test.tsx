import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminBookingHistoryDocument, AdminListBookingsDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });
const customer = { __typename: 'Customer', id: 'u1', name: 'Cara Customer', email: 'cara@example.com' };
const clerk = { __typename: 'Customer', id: 'u2', name: 'Kiran Counter' };
const meera = { __typename: 'Customer', id: 'u3', name: 'Meera Admin' };

const list = {
  request: { query: AdminListBookingsDocument, variables: { offset: 0, limit: 50 } },
  result: {
    data: {
      allBookings: {
        __typename: 'BookingPage',
        total: 1,
        offset: 0,
        limit: 50,
        paidAmountPaise: 0,
        paidCount: 0,
        bookings: [
          {
            __typename: 'Booking',
            id: 'b1',
            reference: 'K7Q2M9XD',
            seats: ['A1'],
            food: [],
            amount: 299.5,
            status: 'REFUNDED',
            refundedAmount: 299.5,
            needsAttention: null,
            customer,
            show: {
              __typename: 'Show',
              id: 's1',
              localDate: '2030-07-01',
              localTime: '18:30',
              cinema: { __typename: 'Cinema', id: 'c1', timeZone: 'Asia/Kolkata' },
              movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
            },
          },
        ],
      },
    },
  },
};

const entry = (id: string, at: string, action: string, actor: object) => ({ __typename: 'AuditEntry', id, at, action, actor });

const history = {
  request: { query: AdminBookingHistoryDocument, variables: { reference: 'K7Q2M9XD' } },
  result: {
    data: {
      ticket: {
        __typename: 'Booking',
        id: 'b1',
        reference: 'K7Q2M9XD',
        history: [
          entry('b1:created', '2030-06-30T04:30:00Z', 'booking.create', customer),
          entry('b1:paid', '2030-06-30T04:32:00Z', 'booking.pay', customer),
          entry('a9', '2030-06-30T09:00:00Z', 'booking.refund', meera),
          entry('a10', '2030-06-30T09:05:00Z', 'booking.somethingNew', clerk),
        ],
      },
    },
  },
};

describe('a booking’s history on List Bookings', () => {
  it('shows who created, paid and refunded it, oldest first, when History is opened', async () => {
    renderRoute('/admin/list-bookings', { session: admin, mocks: [list, history] });
    await userEvent.click(await screen.findByRole('button', { name: 'History of K7Q2M9XD' }));
    const dialog = screen.getByRole('dialog', { name: 'History of K7Q2M9XD' });
    const entries = await within(dialog).findAllByTestId('history-entry');
    expect(entries.map((e) => e.firstElementChild?.textContent)).toEqual([
      'Created by Cara Customer',
      'Paid by Cara Customer',
      'Refunded by Meera Admin',
      // An action the page has no words for yet is still shown, as the trail names it.
      'booking.somethingNew by Kiran Counter',
    ]);
    expect(within(entries[2]).getByText(/2030/)).toHaveAttribute('datetime', '2030-06-30T09:00:00Z');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'History of K7Q2M9XD' })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    const empty = { ...history, result: { data: { ticket: { ...history.result.data.ticket, history: [] } } } };
    renderRoute('/admin/list-bookings', { session: admin, mocks: [list, empty] });
    await userEvent.click(await screen.findByRole('button', { name: 'History of K7Q2M9XD' }));
    expect(await screen.findByText('Nothing is recorded for this booking.')).toBeInTheDocument();
  });
});
