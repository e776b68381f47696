import { sortSeats } from './seats';

/** The 'Booking Details:' box: movie, date, time and the seats chosen so far. */
export function BookingSummary({
  movieTitle,
  date,
  time,
  place,
  selected,
  maxSeats,
}: {
  movieTitle: string;
  date: string;
  time: string;
  /** Cinema and screen, once a time is chosen. */
  place?: string;
  selected: readonly string[];
  maxSeats: number;
}) {
  return (
    <section
      aria-labelledby="booking-details-heading"
      className="rounded-lg border border-primary/20 bg-primary/10 p-5"
    >
      <h2 id="booking-details-heading" className="text-lg font-semibold">
        Booking Details:
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div>
          <dt className="sr-only">Movie</dt>
          <dd className="font-medium">{movieTitle}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-zinc-400">Date:</dt>
          <dd>{date}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-zinc-400">Time:</dt>
          <dd data-testid="selected-time">{time}</dd>
        </div>
        {place && (
          <div className="flex gap-1">
            <dt className="text-zinc-400">Where:</dt>
            <dd data-testid="selected-place">{place}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm font-medium" aria-live="polite">
        Selected Seats ({selected.length} / {maxSeats})
      </p>
      {selected.length > 0 && <p className="mt-1 text-xs text-zinc-400">{sortSeats(selected).join(', ')}</p>}
    </section>
  );
}
