import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { TicketDocument } from '../../gql/graphql';
import { makeSession, renderRoute, signedInSession } from '../../test/render';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Monsoon Protocol\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id: 'b1',
    reference: 'K7Q2M9XD',
    status: 'PAID',
    isPaid: true,
    amountPaise: 62540,
    amount: 625.4,
    ageCheck: null,
    refundedAmount: null,
    checkedInAt: null,
    ticketCode: 'MQ1.b1.c2lnbmF0dXJl',
    ticketQrSvg: SVG,
    calendar: ICS,
    seatDetails: [
      { __typename: 'BookedSeat', label: 'A1', category: 'Classic', pricePaise: 20000 },
      { __typename: 'BookedSeat', label: 'L5', category: 'Recliner', pricePaise: 40000 },
    ],
    food: [],
    priceBreakdown: {
      __typename: 'PriceBreakdown',
      ticketsPaise: 60000,
      foodPaise: 0,
      discountPaise: 0,
      feePaise: 2540,
      taxPaise: 7071,
      totalPaise: 62540,
      lines: [],
    },
    show: {
      __typename: 'Show',
      id: 's1',
      localDate: '2030-07-01',
      localTime: '18:30',
      status: 'SCHEDULED',
      cancelReason: null,
      cinema: {
        __typename: 'Cinema',
        id: 'c1',
        name: 'Marquee Grand',
        city: 'Mumbai',
        address: '12 Linking Road',
        timeZone: 'Asia/Kolkata',
      },
      screen: { __typename: 'Screen', id: 'sc1', name: 'Audi 1' },
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', runtime: 152, certificate: 'UA13' },
    },
    ...overrides,
  };
}

function ticketMock(reference: string, result: object) {
  return { request: { query: TicketDocument, variables: { reference } }, result };
}

const found = (overrides: Record<string, unknown> = {}) =>
  ticketMock('K7Q2M9XD', { data: { ticket: ticket(overrides) } });

describe('TicketPage', () => {
  it('shows movie, cinema, screen, cinema-local time, seats with categories, price breakdown and status', async () => {
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found()] });
    const card = await screen.findByRole('article', { name: 'Ticket K7Q2M9XD' });
    expect(within(card).getByRole('heading', { name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(within(card).getByTestId('ticket-reference')).toHaveTextContent('K7Q2M9XD');
    expect(within(card).getByTestId('ticket-when')).toHaveTextContent('Monday, July 1, 2030 · 06:30 PM IST');
    expect(within(card).getByTestId('ticket-where')).toHaveTextContent('Marquee Grand · Audi 1');
    expect(within(card).getByTestId('ticket-where')).toHaveTextContent('12 Linking Road, Mumbai');
    const rows = within(card).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('A1Classic₹200');
    expect(rows).toContain('L5Recliner₹400');
    expect(within(card).getByTestId('ticket-tickets')).toHaveTextContent('₹600');
    expect(within(card).getByTestId('ticket-fee')).toHaveTextContent('₹25.40');
    expect(within(card).getByTestId('ticket-tax')).toHaveTextContent('₹70.71');
    expect(within(card).getByTestId('ticket-total')).toHaveTextContent('₹625.40');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Paid');
  });

  it('lists the food to collect and the breakdown with food, the discount and each GST line', async () => {
    const line = (kind: string, label: string, amountPaise: number, gstRatePercent: number | null, taxPaise: number) => ({
      __typename: 'PriceLine',
      kind,
      label,
      amountPaise,
      gstRatePercent,
      taxPaise,
    });
    const food = [
      { __typename: 'OrderLine', quantity: 1, amountPaise: 59000, collected: false, item: { __typename: 'MenuItem', id: 'f1', name: 'Couple combo' } },
      { __typename: 'OrderLine', quantity: 2, amountPaise: 36000, collected: false, item: { __typename: 'MenuItem', id: 'f2', name: 'Cola' } },
    ];
    const priceBreakdown = {
      __typename: 'PriceBreakdown',
      ticketsPaise: 60000,
      foodPaise: 95000,
      discountPaise: 10000,
      feePaise: 2000,
      taxPaise: 22000,
      totalPaise: 147360,
      lines: [
        line('TICKETS', 'Classic × 1', 20000, 18, 3051),
        line('TICKETS', 'Recliner × 1', 40000, 18, 6102),
        line('FOOD', '1 × Couple combo', 59000, 5, 2810),
        line('FOOD', '2 × Cola', 36000, 18, 5492),
        line('DISCOUNT', 'Offer FIRST100', -10000, null, -1525),
        line('FEE', 'Booking fee', 2360, 18, 360),
      ],
    };
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found({ food, priceBreakdown })] });
    const card = await screen.findByRole('article', { name: 'Ticket K7Q2M9XD' });
    const table = within(card).getByTestId('ticket-food-order');
    expect(table).toHaveTextContent('Food & drinks · collect at the counter');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1 × Couple combo₹590', '2 × Cola₹360']);
    expect(within(card).getByTestId('ticket-food')).toHaveTextContent('₹950');
    expect(within(card).getByTestId('ticket-discount')).toHaveTextContent('−₹100');
    expect(within(card).getByText('Offer FIRST100')).toBeInTheDocument();
    expect(within(card).getByTestId('ticket-fee')).toHaveTextContent('₹23.60');
    expect(within(card).getAllByTestId('ticket-gst-line')).toHaveLength(5);
    expect(within(card).getByTestId('ticket-total')).toHaveTextContent('₹1,473.60');
  });

  it('draws the QR from the server SVG as an image, never as markup, with the code under it', async () => {
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found()] });
    const qr = await screen.findByRole('img', { name: 'QR code of ticket K7Q2M9XD' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(SVG);
    // The SVG's own elements are not in the page.
    expect(document.querySelector('article svg path')).toBeNull();
    expect(screen.getByTestId('ticket-code')).toHaveTextContent('MQ1.b1.c2lnbmF0dXJl');
  });

  it('says when it was admitted at the door, in the cinema zone', async () => {
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found({ checkedInAt: '2030-07-01T12:52:00Z' })] });
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Paid · Admitted at Mon, Jul 1 2030 6:22 PM IST');
  });

  it('prints with window.print; the site navbar and footer are left off paper', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.querySelector('header')).toHaveClass('print:hidden');
    expect(document.querySelector('footer')).toHaveClass('print:hidden');
    expect(screen.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('print:hidden');
  });

  it('downloads the calendar entry as marquee-<reference>.ics (text/calendar)', async () => {
    let saved: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      saved = b;
      return 'blob:ticket';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoute('/tickets/K7Q2M9XD', { session: signedInSession(), mocks: [found()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('marquee-K7Q2M9XD.ics');
    expect(clicked[0].getAttribute('href')).toBe('blob:ticket');
    expect(saved?.type).toBe('text/calendar;charset=utf-8');
    expect(await saved?.text()).toBe(ICS);
  });

  it('shows the certificate and "A — check ID" for an A film', async () => {
    const base = ticket();
    renderRoute('/tickets/K7Q2M9XD', {
      session: signedInSession(),
      mocks: [found({ ageCheck: 'A — check ID', show: { ...base.show, movie: { ...base.show.movie, certificate: 'A' } } })],
    });
    const card = await screen.findByRole('article', { name: 'Ticket K7Q2M9XD' });
    expect(within(card).getByRole('heading', { name: 'Monsoon Protocol' })).toBeInTheDocument();
    expect(within(card).getByTestId('certificate')).toHaveTextContent(/^A$/);
    expect(within(card).getByTestId('age-check')).toHaveTextContent('A — check ID');
  });

  it('shows a cancelled show as Cancelled with the reason and "Refunded ₹X", and no code', async () => {
    const base = ticket();
    renderRoute('/tickets/K7Q2M9XD', {
      session: signedInSession(),
      mocks: [
        found({
          status: 'REFUNDED',
          isPaid: false,
          refundedAmount: 625.4,
          ticketCode: null,
          ticketQrSvg: null,
          show: { ...base.show, status: 'CANCELLED', cancelReason: 'Projector failure' },
        }),
      ],
    });
    const notice = await screen.findByTestId('show-cancelled');
    expect(notice).toHaveTextContent('Cancelled');
    expect(notice).toHaveTextContent('The show was cancelled: Projector failure');
    expect(screen.getByTestId('show-cancelled-money')).toHaveTextContent('Refunded ₹625.40');
    expect(screen.getByTestId('ticket-no-code')).toHaveTextContent('The show was cancelled: this ticket no longer admits anyone.');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('shows no code for a refunded booking, and says so', async () => {
    renderRoute('/tickets/K7Q2M9XD', {
      session: signedInSession(),
      mocks: [found({ status: 'REFUNDED', isPaid: false, refundedAmount: 562.86, ticketCode: null, ticketQrSvg: null })],
    });
    expect(await screen.findByTestId('ticket-no-code')).toHaveTextContent('This booking was refunded');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Refunded · ₹562.86');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it("says a ticket that is not the caller's (NOT_FOUND) is not found", async () => {
    renderRoute('/tickets/ZZZZ0000', {
      session: signedInSession(),
      mocks: [ticketMock('ZZZZ0000', { errors: [new GraphQLError('not found', { extensions: { code: 'NOT_FOUND' } })] })],
    });
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no ticket ZZZZ0000 among your bookings/)).toBeInTheDocument();
  });

  it('says other failures could not load the ticket', async () => {
    renderRoute('/tickets/K7Q2M9XD', {
      session: signedInSession(),
      mocks: [ticketMock('K7Q2M9XD', { errors: [new GraphQLError('boom')] })],
    });
    expect(await screen.findByText('The ticket could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, and asks the server nothing', async () => {
    const openSignIn = vi.fn();
    renderRoute('/tickets/K7Q2M9XD', { session: makeSession({ openSignIn }) });
    expect(screen.getByText('Please sign in to view your ticket.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
    expect(openSignIn).toHaveBeenCalledOnce();
  });
});

describe('TicketPage when a part fails', () => {
  it('still shows the ticket when only the QR code could not be made', async () => {
    renderRoute('/tickets/K7Q2M9XD', {
      session: signedInSession(),
      mocks: [
        ticketMock('K7Q2M9XD', {
          data: { ticket: ticket({ ticketQrSvg: null, calendar: null }) },
          errors: [new GraphQLError('internal error', { path: ['ticket', 'ticketQrSvg'] })],
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Ticket K7Q2M9XD' });
    expect(within(card).getByTestId('ticket-no-code')).toHaveTextContent('Show the booking reference at the door');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
