import { CircleCheckBigIcon, CircleXIcon } from 'lucide-react';
import { getFragmentData } from '../../../gql';
import type { CheckInMutation } from '../../../gql/graphql';
import { formatClock, formatShowDate, formatZonedShowTime } from '../../../lib/format';
import { ShowSummaryFragment } from '../../../lib/show-summary';
import type { TicketShown } from './refusal';
import { FoodToCollect } from './food-collect';

type Admission = CheckInMutation['checkIn'];

/** One answer; seq tells two equal answers in a row apart, so each is drawn and announced anew. */
export type Outcome = { seq: number } & (
  | { ok: true; admission: Admission }
  | { ok: false; code: string | undefined; message: string; ticket?: TicketShown; checkedInAt?: string }
);

/** The show and the seats, as large as the usher needs them. */
function TicketDetails({ ticket: t }: { ticket: TicketShown }) {
  return (
    <>
      <p className="mt-4 text-2xl font-semibold md:text-3xl">{t.movie}</p>
      <p className="mt-1 text-xl">
        {formatShowDate(t.localDate)} · {formatZonedShowTime(t.localDate, t.localTime, t.timeZone)}
      </p>
      <p className="mt-1 text-lg">{[t.cinema, t.screen].filter(Boolean).join(' · ')}</p>
      <p className="mt-4 text-3xl font-bold tracking-wide" data-testid="check-in-seats">
        Seats {t.seats.map((s) => s.label).join(', ')}
      </p>
      <p className="mt-1 text-base">{t.seats.map((s) => `${s.label} ${s.category}`.trim()).join(' · ')}</p>
    </>
  );
}

function Admitted({ admission: a }: { admission: Admission }) {
  const { show } = a.booking;
  const summary = getFragmentData(ShowSummaryFragment, show);
  const ticket: TicketShown = {
    movie: summary.movie.title,
    localDate: summary.localDate,
    localTime: summary.localTime,
    cinema: summary.cinema.name,
    screen: summary.screen.name,
    seats: a.booking.seatDetails,
    reference: a.booking.reference,
    timeZone: summary.cinema.timeZone,
  };
  return (
    <div data-testid="check-in-admitted" className="rounded-2xl bg-emerald-600 p-6 text-white md:p-10">
      <p className="flex items-center gap-3 text-4xl font-bold md:text-6xl">
        <CircleCheckBigIcon aria-hidden="true" className="h-12 w-12 md:h-16 md:w-16" /> Admitted
      </p>
      {a.ageCheck && (
        // An adults-only film: the usher must not miss it, so it is the
        // largest line after the verdict itself.
        <p
          data-testid="check-in-age-check"
          className="mt-4 inline-block rounded-lg bg-white px-4 py-2 text-3xl font-extrabold text-red-700 md:text-5xl"
        >
          {a.ageCheck}
        </p>
      )}
      <TicketDetails ticket={ticket} />
      <FoodToCollect bookingId={a.booking.id} food={a.booking.food} />
      <p className="mt-4 text-sm opacity-90">
        Booking {a.booking.reference} · checked in at {formatClock(a.checkedInAt, show.cinema.timeZone)}
      </p>
    </div>
  );
}

function Refused({
  code,
  message,
  ticket,
  checkedInAt,
}: {
  code: string | undefined;
  message: string;
  ticket?: TicketShown;
  checkedInAt?: string;
}) {
  return (
    <div data-testid="check-in-refused" data-code={code} className="rounded-2xl bg-red-700 p-6 text-white md:p-10">
      <p className="flex items-center gap-3 text-4xl font-bold md:text-6xl">
        <CircleXIcon aria-hidden="true" className="h-12 w-12 md:h-16 md:w-16" /> Not admitted
      </p>
      <p className="mt-4 text-2xl font-semibold md:text-3xl">{message}</p>
      {ticket && (
        <>
          <TicketDetails ticket={ticket} />
          <p className="mt-4 text-sm opacity-90">
            Booking {ticket.reference}
            {checkedInAt && ` · first checked in at ${formatClock(checkedInAt, ticket.timeZone)}`}
          </p>
        </>
      )}
    </div>
  );
}

/** The last answer, in a live region so a screen reader announces each one. */
export function CheckInResult({ outcome }: { outcome: Outcome | null }) {
  return (
    <section aria-label="Check-in result" aria-live="assertive" aria-atomic="true" className="mt-8 max-w-5xl">
      {outcome &&
        (outcome.ok ? (
          <Admitted key={outcome.seq} admission={outcome.admission} />
        ) : (
          <Refused
            key={outcome.seq}
            code={outcome.code}
            message={outcome.message}
            ticket={outcome.ticket}
            checkedInAt={outcome.checkedInAt}
          />
        ))}
    </section>
  );
}
