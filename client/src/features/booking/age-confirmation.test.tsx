import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import {
  BookingCancellationPolicyDocument,
  BookingQuoteDocument,
  ConfirmBookingShowCertificateDocument,
  CreateBookingDocument,
} from '../../gql/graphql';
import { unanswered } from '../../test/mocks';
import { renderWithSession, signedInSession } from '../../test/render';
import { browser } from '../../lib/browser';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { useBookSeats } from './use-book-seats';

// The dialog and the hook as the seat page joins them: what is ticked in
// the one is what the other sends.
function Harness() {
  const booking = useBookSeats({ onTaken: () => {}, onBooked: () => {}, onFailed: () => {} });
  return (
    <ConfirmBookingDialog
      showId="s1"
      seats={['A1', 'A2']}
      food={[]}
      foodText=""
      movieTitle="Night Shift"
      time="11:30 PM"
      date="Fri, 12 Jul 2030"
      onConfirm={({ confirmAge }) => void booking.book('s1', ['A1', 'A2'], { confirmAge })}
      onCancel={() => {}}
    />
  );
}

const certificate = (c: string | null) => ({
  request: { query: ConfirmBookingShowCertificateDocument, variables: { showId: 's1' } },
  result: {
    data: { show: { __typename: 'Show', id: 's1', movie: { __typename: 'Movie', id: 'm1', certificate: c } } },
  },
});

function render(cert: string | null, createBooking: Record<string, unknown>) {
  const sent: Array<Record<string, unknown>> = [];
  renderWithSession(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
    {
      session: signedInSession(),
      mocks: [
        certificate(cert),
        unanswered(BookingQuoteDocument, { showId: 's1', seats: ['A1', 'A2'] }),
        unanswered(BookingCancellationPolicyDocument),
        {
          request: {
            query: CreateBookingDocument,
            variables: (v: Record<string, unknown>) => {
              sent.push(v);
              return true;
            },
          },
          ...createBooking,
        },
      ],
    },
  );
  return sent;
}

const booked = {
  result: {
    data: {
      createBooking: { __typename: 'Booking', id: 'b1', status: 'PENDING', paymentUrl: 'https://pay.test/b1', seats: ['A1', 'A2'], amount: 600 },
    },
  },
};

describe('age confirmation', () => {
  it('an A film needs the box ticked before booking, and then sends confirmAge: true', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const sent = render('A', booked);
    const box = await screen.findByRole('checkbox', { name: "I confirm everyone I'm booking for is 18 or older" });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    const book = screen.getByRole('button', { name: 'Yes, book now!' });
    expect(book).toBeDisabled();
    await userEvent.click(book);
    expect(sent).toHaveLength(0);

    await userEvent.click(box);
    expect(book).toBeEnabled();
    await userEvent.click(book);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/b1'));
    expect(sent[0]).toMatchObject({ showId: 's1', seats: ['A1', 'A2'], confirmAge: true });
    assign.mockRestore();
  });

  it('any other film asks nothing and sends no confirmAge', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const sent = render('UA13', booked);
    const book = screen.getByRole('button', { name: 'Yes, book now!' });
    // Wait for the certificate to arrive before judging.
    await waitFor(() => expect(screen.queryByText(/certified A/)).toBeNull());
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(book);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent[0]).not.toHaveProperty('confirmAge');
    assign.mockRestore();
  });

  it("shows the server's AGE_CONFIRMATION_REQUIRED refusal", async () => {
    const message = 'This film is certified A: confirm that everyone booked for is 18 or older';
    render('A', {
      result: { errors: [new GraphQLError(message, { extensions: { code: 'AGE_CONFIRMATION_REQUIRED' } })] },
    });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, book now!' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
