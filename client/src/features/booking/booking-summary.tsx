import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatRupees } from '../../lib/format';
import type { SeatLayoutData } from '../../components/seat-map/seat-layout';
import { sortSeats } from '../../components/seat-map/seats';
import { CertificateBadge } from '../../components/certificate-badge';

/** The running total of the chosen seats, as the booking will be charged. */
const SeatPageTotalQuery = graphql(`
  query SeatPageTotal($showId: ID!, $seats: [String!]!) {
    quote(showId: $showId, seats: $seats) {
      totalPaise
    }
  }
`);

/**
 * The compact header above the map ('Booking Details:'): the movie, then the
 * date, time and where on one line, so the map starts on a phone's first screen.
 */
export function BookingHeader({
  movieTitle,
  certificate,
  date,
  time,
  place,
  children,
}: {
  movieTitle: string;
  /** The film's CBFC certificate, beside its title as everywhere else. */
  certificate?: string | null;
  date: string;
  time: string;
  /** Cinema and screen, once a time is chosen. */
  place?: string;
  /** Controls at the header's end (the seat count). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="booking-details-heading" className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id="booking-details-heading" className="text-xs font-medium tracking-wide text-zinc-300 uppercase">
          Booking Details:
        </h2>
        {/* One level of div per dt/dd pair (as a dl allows); the title fills the first line. */}
        <dl className="flex flex-wrap gap-x-2 text-sm text-zinc-300">
          <div className="w-full">
            <dt className="sr-only">Movie</dt>
            <dd className="truncate text-base font-semibold text-white">
              <span>{movieTitle}</span> <CertificateBadge certificate={certificate} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">Date:</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt className="sr-only">Time:</dt>
            <dd data-testid="selected-time">{time}</dd>
          </div>
          {place && (
            <div>
              <dt className="sr-only">Where:</dt>
              <dd data-testid="selected-place">{place}</dd>
            </div>
          )}
        </dl>
      </div>
      {children}
    </section>
  );
}

/** The chosen seats grouped by their category's name, in the layout's category order. */
export function seatsByCategory(layout: SeatLayoutData | null, selected: readonly string[]): Array<[string, string[]]> {
  const names = new Map(layout?.categories.map((c) => [c.code, c.name]) ?? []);
  const categoryOf = new Map<string, string>();
  for (const row of layout?.rows ?? []) {
    for (const c of row.cells) if (c.seat && c.category) categoryOf.set(c.seat, names.get(c.category) ?? c.category);
  }
  const groups = new Map<string, string[]>();
  for (const seat of sortSeats(selected)) {
    const name = categoryOf.get(seat) ?? '';
    groups.set(name, [...(groups.get(name) ?? []), seat]);
  }
  return [...groups];
}

/** The running total (Query.quote) of the chosen seats; the last known one while a new one loads. */
function RunningTotal({ showId, seats }: { showId: string | null; seats: readonly string[] }) {
  const skip = !showId || seats.length === 0;
  const { data, previousData, error } = useQuery(SeatPageTotalQuery, {
    variables: { showId: showId ?? '', seats: sortSeats(seats) },
    skip,
  });
  if (skip) return null;
  const total = (data ?? previousData)?.quote.totalPaise;
  return (
    <p className="text-right">
      <span className="block text-[11px] text-zinc-300">Total</span>
      <span data-testid="seat-total" className="text-lg font-semibold">
        {error && total === undefined ? '—' : total === undefined ? '…' : formatRupees(total / 100)}
      </span>
    </p>
  );
}

/**
 * The chosen seats, their categories, the running total and Proceed: a bar
 * fixed to the bottom of a phone's screen, a side panel beside the map on
 * a desktop (≥ lg). The seat map's "Skip to summary" link lands here.
 */
export function BookingSummary({
  showId,
  layout,
  selected,
  maxSeats,
  children,
}: {
  showId: string | null;
  layout: SeatLayoutData | null;
  selected: readonly string[];
  maxSeats: number;
  /** The Proceed button. */
  children: ReactNode;
}) {
  const groups = seatsByCategory(layout, selected);
  return (
    <aside
      id="booking-summary"
      tabIndex={-1}
      aria-label="Your seats"
      className="sticky bottom-0 z-30 -mx-4 border-t border-zinc-700 bg-zinc-950 px-4 py-3 outline-none sm:-mx-6 sm:px-6 md:-mx-10 md:px-10 lg:top-30 lg:bottom-auto lg:mx-0 lg:w-72 lg:shrink-0 lg:self-start lg:rounded-lg lg:border lg:border-primary/20 lg:bg-primary/10 lg:p-5"
    >
      <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-stretch">
        <div className="min-w-0">
          <p className="text-sm font-medium" aria-live="polite">
            Selected Seats ({selected.length} / {maxSeats})
          </p>
          {groups.length > 0 && (
            <ul data-testid="selected-seats" className="mt-0.5 text-xs text-zinc-300">
              {groups.map(([category, seats]) => (
                <li key={category} className="truncate">
                  {category && <span className="text-zinc-100">{category}: </span>}
                  {seats.join(', ')}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3 lg:mt-3 lg:justify-between">
          <RunningTotal showId={showId} seats={selected} />
          {children}
        </div>
      </div>
    </aside>
  );
}
