import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CalendarPlusIcon, PrinterIcon } from 'lucide-react';
import { graphql } from '../../gql';
import type { TicketQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { hasErrorCode } from '../../lib/errors';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { downloadCalendar } from './ticket-files';
import { TicketView } from './ticket-view';

const TicketQuery = graphql(`
  query Ticket($reference: String!) {
    ticket(reference: $reference) {
      id
      reference
      status
      isPaid
      amountPaise
      calendar
      ...TicketView_ticket
    }
  }
`);

type Ticket = TicketQuery['ticket'];

function Frame({ children }: { children: ReactNode }) {
  return <div className="relative mx-auto min-h-[80vh] max-w-4xl px-6 pt-30 md:px-10 md:pt-36 print:p-0">{children}</div>;
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
