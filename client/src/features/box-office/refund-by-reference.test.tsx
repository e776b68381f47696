import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { BoxOfficeTillDocument, CounterBookingDocument, RefundAtCounterDocument } from '../../gql/graphql';
import { renderWithSession, signedInSession } from '../../test/render';
import { RefundByReference } from './refund-by-reference';

const clerk = signedInSession();

function booking(status: string, channel = 'COUNTER') {
  return {
    __typename: 'Booking',
    id: 'b1',
    reference: 'K7Q2M9XA',
    status,
    channel,
    amountPaise: 42360,
    seats: ['C1', 'C2'],
    show: { __typename: 'Show', id: 's1', localDate: '2030-07-01', localTime: '18:30',
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' } },
  };
}

const lookup = (reference: string, found: object | null): MockLink.MockedResponse => ({
  request: { query: CounterBookingDocument, variables: { reference } },
  result: { data: { counterBooking: found } },
});

const till: MockLink.MockedResponse = {
  request: { query: BoxOfficeTillDocument },
  result: { data: { myTill: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => vi.restoreAllMocks());

describe('RefundByReference', () => {
  it('finds a counter sale by the typed reference and refunds it into the till', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const refund: MockLink.MockedResponse = {
      request: { query: RefundAtCounterDocument, variables: { bookingId: 'b1' } },
      result: { data: { refundAtCounter: { __typename: 'Booking', id: 'b1', status: 'REFUNDED', refundedAmount: 423.6 } } },
    };
    renderWithSession(<RefundByReference />, {
      session: clerk,
      mocks: [lookup('k7q2m9xa', booking('PAID')), refund, till, lookup('K7Q2M9XA', booking('REFUNDED'))],
    });
    await userEvent.type(screen.getByLabelText('Booking reference'), 'k7q2m9xa');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByTestId('counter-booking');
    expect(found).toHaveTextContent('K7Q2M9XA');
    expect(found).toHaveTextContent('Monsoon Protocol');
    expect(found).toHaveTextContent('C1, C2');
    expect(found).toHaveTextContent('₹423.60');
    await userEvent.click(within(found).getByRole('button', { name: 'Refund K7Q2M9XA' }));
    expect(await screen.findByText('Refunded K7Q2M9XA')).toBeInTheDocument();
    expect(window.confirm).toHaveBeenCalledWith('Refund K7Q2M9XA (₹423.60) and free its seats?');
    expect(await within(screen.getByTestId('counter-booking')).findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund K7Q2M9XA' })).not.toBeInTheDocument();
  });

  it('says when no booking has the reference, and offers no refund of an online booking', async () => {
    renderWithSession(<RefundByReference />, {
      session: clerk,
      mocks: [lookup('ZZZZZZZZ', null), lookup('K7Q2M9XA', booking('PAID', 'ONLINE'))],
    });
    const input = screen.getByLabelText('Booking reference');
    await userEvent.type(input, 'ZZZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No booking has that reference.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'K7Q2M9XA');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Booked online: an admin refunds it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it('shows the server refusing a malformed reference', async () => {
    renderWithSession(<RefundByReference />, {
      session: clerk,
      mocks: [{ request: { query: CounterBookingDocument, variables: { reference: 'abc' } },
        result: { errors: [new GraphQLError('A booking reference is 8 letters and digits', { extensions: { code: 'BAD_USER_INPUT' } })] } }],
    });
    await userEvent.type(screen.getByLabelText('Booking reference'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A booking reference is 8 letters and digits');
  });
});
