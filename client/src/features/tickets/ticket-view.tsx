import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { TicketView_TicketFragment as Ticket } from '../../gql/graphql';
import { formatInstant, formatRupees, formatRuntime, formatShowDate, formatZonedShowTime } from '../../lib/format';
import { ShowSummaryFragment } from '../../lib/show-summary';
import { qrImageSource } from '../../lib/qr-image';
import { FoodTable, SeatsTable } from './ticket-price';
import { PriceBreakdownList } from '../../components/price-breakdown';
import { CertificateBadge } from '../../components/certificate-badge';
import { AgeCheckNote, ShowCancelledNotice } from '../../components/show-cancelled';

export const TicketViewTicketFragment = graphql(`
  fragment TicketView_ticket on Booking {
    id
    reference
    status
    refundedAmount
    amount
    isPaid
    ageCheck
    checkedInAt
    ticketCode
    ticketQrSvg
    seatDetails {
      label
      category
      pricePaise
    }
    food {
      quantity
      amountPaise
      collected
      item {
        id
        name
      }
    }
    priceBreakdown {
      ...PriceBreakdownList_breakdown
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
      status
      cancelReason
      movie {
        id
        runtime
        certificate
      }
    }
  }
`);

/** Why a ticket has no QR code, in the customer's words. */
function noCodeReason(t: Ticket): string {
  if (t.show.status === 'CANCELLED') return 'The show was cancelled: this ticket no longer admits anyone.';
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
  if (t.show.status === 'CANCELLED') {
    return (
      <ShowCancelledNotice reason={t.show.cancelReason} refundedAmount={t.refundedAmount} isPaid={t.isPaid} amount={t.amount} />
    );
  }
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

/** The ticket itself: the show, where, its status, the QR code to scan, the seats and what they cost. */
export function TicketView(props: { ticket: FragmentType<typeof TicketViewTicketFragment> }) {
  const t = getFragmentData(TicketViewTicketFragment, props.ticket);
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
          <div className="flex items-center gap-2">
            <h1 className="text-2xl font-semibold md:text-3xl">{show.movie.title}</h1>
            <CertificateBadge certificate={movie.certificate} />
          </div>
          <p className="text-sm text-zinc-400 print:text-zinc-700">{formatRuntime(movie.runtime)}</p>
          <p data-testid="ticket-when" className="text-lg">
            {formatShowDate(show.localDate)} · {formatZonedShowTime(show.localDate, show.localTime, show.cinema.timeZone)}
          </p>
          <div data-testid="ticket-where" className="text-sm">
            <p className="font-medium">
              {show.cinema.name} · {show.screen.name}
            </p>
            <p className="text-zinc-400 print:text-zinc-700">
              {cinema.address}, {cinema.city}
            </p>
          </div>
          {t.show.status !== 'CANCELLED' && <AgeCheckNote ageCheck={t.ageCheck} />}
          <StatusLine ticket={t} />
        </div>
        <div className="flex justify-center md:items-start">
          <QrBlock ticket={t} />
        </div>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <SeatsTable ticket={t} />
          <FoodTable ticket={t} />
        </div>
        <PriceBreakdownList id="ticket" breakdown={t.priceBreakdown} />
      </div>
    </article>
  );
}
