import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CalendarPlusIcon, PrinterIcon } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import type { TicketQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { hasErrorCode } from '../../lib/errors';
import { ShowSummaryFragment } from '../../lib/show-summary';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import {
  formatBookingDate,
  formatInstant,
  formatPaise,
  formatRupees,
  formatRuntime,
  formatShowTime,
} from '../../lib/format';
import { downloadCalendar, qrImageSource } from './ticket-files';

const TicketQuery = graphql(`
  query Ticket($reference: String!) {
    ticket(reference: $reference) {
      id
      reference
      status
      isPaid
      amountPaise
      refundedAmount
      checkedInAt
      ticketCode
      ticketQrSvg
      calendar
      seatDetails {
        label
        category
        pricePaise
      }
      priceBreakdown {
        ticketsPaise
        feePaise
        taxPaise
        totalPaise
      }
      show {
        id
        ...ShowSummary_show
        cinema {
          id
          city
          address
          timeZone
        }
        movie {
          id
          runtime
        }
      }
    }
  }
`);

type Ticket = TicketQuery['ticket'];

function Frame({ children }: { children: ReactNode }) {
  return <div className="relative mx-auto min-h-[80vh] max-w-4xl px-6 pt-30 md:px-10 md:pt-36 print:p-0">{children}</div>;
}

/** Why a ticket has no QR code, in the customer's words. */
function noCodeReason(t: Ticket): string {
  switch (t.status) {
    case 'PENDING':
      return 'This booking is not paid yet: the QR code appears once it is.';
    case 'REFUNDED':
      return 'This booking was refunded: it no longer admits anyone.';
    case 'CANCELLED':
      return 'This booking was cancelled: it no longer admits anyone.';
    case 'EXPIRED':
      return 'This booking expired unpaid: it does not admit anyone.';
    default:
      return 'The QR code could not be drawn just now. Show the booking reference at the door, or reload the page.';
  }
}

function StatusLine({ ticket: t }: { ticket: Ticket }) {
  if (t.status === 'PAID') {
    return (
      <p data-testid="ticket-status" className="font-medium text-emerald-300 print:text-emerald-800">
        Paid
        {t.checkedInAt && ` · Admitted at ${formatInstant(t.checkedInAt, t.show.cinema.timeZone)}`}
      </p>
    );
  }
  const text = {
    PENDING: 'Not paid yet',
    EXPIRED: 'Expired',
    CANCELLED: 'Cancelled',
    REFUNDED: t.refundedAmount != null ? `Refunded · ${formatRupees(t.refundedAmount)}` : 'Refunded',
  }[t.status];
  return (
    <p data-testid="ticket-status" className="font-medium text-amber-300 print:text-amber-800">
      {text}
    </p>
  );
}

function SeatsTable({ ticket: t }: { ticket: Ticket }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold">Seats</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Seat</th>
          <th scope="col">Category</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {t.seatDetails.map((s) => (
          <tr key={s.label} className="border-b border-zinc-800 print:border-zinc-300">
            <td className="py-1 font-mono font-semibold">{s.label}</td>
            <td className="py-1 text-zinc-400 print:text-zinc-700">{s.category}</td>
            <td className="py-1 text-right">{formatPaise(s.pricePaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Breakdown({ ticket: t }: { ticket: Ticket }) {
  const b = t.priceBreakdown;
  const rows: [string, number, string][] = [
    ['Tickets', b.ticketsPaise, 'ticket-tickets'],
    ['Booking fee', b.feePaise, 'ticket-fee'],
    ['GST (included)', b.taxPaise, 'ticket-tax'],
  ];
  return (
    <dl aria-label="Price breakdown" className="space-y-1 text-sm">
      {rows.map(([label, paise, id]) => (
        <div key={id} className="flex justify-between gap-6">
          <dt className="text-zinc-400 print:text-zinc-700">{label}</dt>
          <dd data-testid={id}>{formatPaise(paise)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t border-zinc-700 pt-1 font-semibold">
        <dt>Total</dt>
        <dd data-testid="ticket-total">{formatPaise(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}

function QrBlock({ ticket: t }: { ticket: Ticket }) {
  if (!t.ticketQrSvg || !t.ticketCode) {
    return (
      <p data-testid="ticket-no-code" className="max-w-56 text-center text-sm text-zinc-400">
        {noCodeReason(t)}
      </p>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-2">
      {/* An <img> never runs what an SVG document might carry. */}
      <img
        src={qrImageSource(t.ticketQrSvg)}
        alt={`QR code of ticket ${t.reference}`}
        className="h-56 w-56 rounded-md bg-white p-2"
      />
      <figcaption className="max-w-64 text-center">
        <span className="sr-only">Ticket code: </span>
        <code data-testid="ticket-code" className="font-mono text-[11px] break-all text-zinc-300 print:text-black">
          {t.ticketCode}
        </code>
      </figcaption>
    </figure>
  );
}

function TicketView({ ticket: t }: { ticket: Ticket }) {
  const show = getFragmentData(ShowSummaryFragment, t.show);
  const { cinema, movie } = t.show;
  return (
    <article
      aria-label={`Ticket ${t.reference}`}
      className="rounded-xl border border-primary/30 bg-primary/8 p-6 print:border-zinc-400 print:bg-white print:text-black"
    >
      <div className="flex flex-col gap-8 md:flex-row md:justify-between">
        <div className="flex flex-1 flex-col gap-3">
          <p className="text-sm text-zinc-400 print:text-zinc-700">
            Booking ref{' '}
            <span data-testid="ticket-reference" className="font-mono font-semibold tracking-wider text-white print:text-black">
              {t.reference}
            </span>
          </p>
          <h1 className="text-2xl font-semibold md:text-3xl">{show.movie.title}</h1>
          <p className="text-sm text-zinc-400 print:text-zinc-700">{formatRuntime(movie.runtime)}</p>
          <p data-testid="ticket-when" className="text-lg">
            {formatBookingDate(show.localDate)} · {formatShowTime(show.localTime)}
          </p>
          <div data-testid="ticket-where" className="text-sm">
            <p className="font-medium">
              {show.cinema.name} · {show.screen.name}
            </p>
            <p className="text-zinc-400 print:text-zinc-700">
              {cinema.address}, {cinema.city}
            </p>
          </div>
          <StatusLine ticket={t} />
        </div>
        <div className="flex justify-center md:items-start">
          <QrBlock ticket={t} />
        </div>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <SeatsTable ticket={t} />
        <Breakdown ticket={t} />
      </div>
    </article>
  );
}

function Actions({ ticket: t }: { ticket: Ticket }) {
  const calendar = t.calendar;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
      <Button size="sm" onClick={() => window.print()} className="inline-flex items-center gap-2">
        <PrinterIcon aria-hidden="true" className="h-4 w-4" /> Print
      </Button>
      {calendar && t.status === 'PAID' && (
        <button
          type="button"
          onClick={() => downloadCalendar(calendar, t.reference)}
          className="inline-flex items-center gap-2 rounded-full border border-zinc-600 px-4 py-1.5 text-sm hover:bg-zinc-800"
        >
          <CalendarPlusIcon aria-hidden="true" className="h-4 w-4" /> Add to calendar
        </button>
      )}
      <Link to="/my-bookings" className="text-sm text-zinc-400 hover:text-white">
        Back to My Bookings
      </Link>
    </div>
  );
}

/** The e-ticket at /tickets/:reference: what the usher scans, printable. */
export function TicketPage() {
  const { reference = '' } = useParams();
  const session = useSession();
  const { data, error, loading } = useQuery(TicketQuery, {
    variables: { reference },
    skip: !session.isSignedIn || !reference,
    fetchPolicy: 'cache-and-network',
    // A part that fails (the QR code, the calendar entry) is null; the rest of the ticket still shows.
    errorPolicy: 'all',
  });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!session.isSignedIn) {
    return (
      <Frame>
        <h1 className="text-lg font-semibold">Your ticket</h1>
        {session.isLoaded ? (
          <div className="mt-10 flex flex-col items-start gap-4">
            <p className="text-zinc-400">Please sign in to view your ticket.</p>
            <Button onClick={session.openSignIn}>Login</Button>
          </div>
        ) : (
          <Spinner className="h-[50vh]" />
        )}
      </Frame>
    );
  }
  const ticket = data?.ticket;
  if (!ticket) {
    if (loading || !error) return <Spinner />;
    const notFound = hasErrorCode(error, 'NOT_FOUND');
    return (
      <Frame>
        <h1 className="text-lg font-semibold">{notFound ? 'Ticket not found' : 'Your ticket'}</h1>
        <p className="mt-6 text-zinc-400">
          {notFound
            ? `There is no ticket ${reference} among your bookings. Check the reference, or sign in with the account that booked it.`
            : 'The ticket could not be loaded. Please try again.'}
        </p>
        <Link to="/my-bookings" className="mt-6 inline-block text-sm text-primary hover:underline">
          Go to My Bookings
        </Link>
      </Frame>
    );
  }
  return (
    <Frame>
      <TicketView ticket={ticket} />
      <Actions ticket={ticket} />
    </Frame>
  );
}
