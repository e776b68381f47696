import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  BoxOfficeTillDocument,
  CloseTillDocument,
  OpenTillDocument,
  RefundAtCounterDocument,
  SellAtCounterDocument,
} from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { renderRoute, signedInSession } from '../../test/render';
import { sale, showMocks, till, tillMock } from './box-office-mocks';

const clerk = signedInSession();

const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, `) });

afterEach(() => vi.restoreAllMocks());

describe('BoxOfficePage', () => {
  it('tells a customer the box office is for staff', async () => {
    renderRoute('/box-office', {
      session: clerk,
      mocks: [{ request: { query: BoxOfficeTillDocument }, result: { errors: [new GraphQLError('forbidden', { extensions: { code: 'FORBIDDEN' } })] } }],
    });
    expect(await screen.findByText(/for box-office staff and admins/)).toBeInTheDocument();
  });

  it('opens a till, sells two seats for cash from the live map, prints, refunds one sale and closes with a difference', async () => {
    const live = createLiveTestLink([
      tillMock(null),
      {
        request: { query: OpenTillDocument, variables: { floatPaise: 200000 } },
        result: { data: { openTill: till(200000) } },
      },
      ...showMocks(),
      {
        request: {
          query: SellAtCounterDocument,
          variables: { showId: 's1', seats: ['C3', 'C4'], method: 'CASH', paymentReference: null, contact: null, food: null },
        },
        result: { data: { sellAtCounter: sale } },
      },
      tillMock(till(230000)),
      {
        request: { query: RefundAtCounterDocument, variables: { bookingId: 'b1' } },
        result: { data: { refundAtCounter: { __typename: 'Booking', id: 'b1', status: 'REFUNDED', refundedAmount: 300 } } },
      },
      tillMock(till(200000)),
      {
        request: {
          query: CloseTillDocument,
          variables: {
            counted: [
              { method: 'CASH', amountPaise: 195000 },
              { method: 'CARD', amountPaise: 0 },
              { method: 'UPI', amountPaise: 0 },
            ],
          },
        },
        result: { data: { closeTill: till(200000, { counted: 195000, difference: -5000 }) } },
      },
    ]);
    renderRoute('/box-office', { session: clerk, link: live.link });

    await userEvent.type(await screen.findByLabelText('Float (₹)'), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Open till' }));
    expect(await screen.findByText(/with a float of ₹2,000/)).toBeInTheDocument();

    // The counter's map is the customers' live map: a seat sold online shows up taken.
    await waitFor(() => expect(live.active()).toEqual([{ operationName: 'SeatLayoutSeats', variables: { showId: 's1' } }]));
    act(() =>
      live.push({ showId: 's1' }, {
        data: { seatsChanged: { __typename: 'SeatMap', showId: 's1', version: 1, occupiedSeats: ['A1'], heldSeats: [], soldSeats: ['A1'] } },
      }),
    );
    await waitFor(() => expect(seat('A1')).toHaveAttribute('data-state', 'sold'));

    await userEvent.click(seat('C3'));
    await userEvent.click(seat('C4'));
    expect(screen.getByTestId('counter-seats')).toHaveTextContent('Seats: C3, C4');
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('Total ₹300');
    await userEvent.click(screen.getByRole('button', { name: 'Sell 2 seats' }));

    const ticket = await screen.findByTestId('counter-ticket');
    expect(within(ticket).getByText('K7Q2M9XD')).toBeInTheDocument();
    expect(within(ticket).getByRole('img', { name: 'QR code of ticket K7Q2M9XD' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(ticket).toHaveTextContent('Seat C3 (STANDARD)');
    expect(ticket).toHaveTextContent('Total (CASH)₹300');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Print ticket' }));
    expect(print).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('till-CASH')).toHaveTextContent('₹2,300'));

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Refund K7Q2M9XD' }));
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('till-CASH')).toHaveTextContent('₹2,000'));

    await userEvent.type(screen.getByLabelText('Counted Cash (₹)'), '1950');
    await userEvent.click(screen.getByRole('button', { name: 'Close till' }));
    expect(await screen.findByTestId('till-difference')).toHaveTextContent('Short by ₹50');
    expect(screen.getByTestId('till-CASH')).toHaveTextContent('₹2,000₹1,950-₹50');
    expect(screen.getByText(/This till is closed and read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close till' })).not.toBeInTheDocument();
  });

  it('asks for the terminal reference before a card sale', async () => {
    const live = createLiveTestLink([tillMock(till(200000)), ...showMocks()]);
    renderRoute('/box-office', { session: clerk, link: live.link });
    await waitFor(() => expect(live.active()).toHaveLength(1));
    await userEvent.click(seat('B2'));
    await userEvent.click(screen.getByLabelText('Card'));
    await userEvent.click(screen.getByRole('button', { name: 'Sell 1 seat' }));
    expect(await screen.findByText('Enter the card terminal reference')).toBeInTheDocument();
    expect(live.requested()).not.toContain('SellAtCounter');
  });
});
