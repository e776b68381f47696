import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { ArrowRightIcon, ClockIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { BlurCircle } from '../../components/blur-circle';
import { Spinner } from '../../components/spinner';
import { browser } from '../../lib/browser';
import { conflictSeats, serverMessage } from '../../lib/errors';
import { formatSeatPageDate, formatShowTime } from '../../lib/format';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { SeatLegend, SeatMap } from './seat-map';
import {
  MAX_SEATS,
  emptyAvailability,
  seatClickError,
  sortSeats,
  takenMessage,
  type SeatAvailability,
} from './seats';
import { Button, ButtonLink } from '../../components/button';

const SeatLayoutMovieQuery = graphql(`
  query SeatLayoutMovie($id: ID!) {
    movie(id: $id) {
      id
      title
      showTimes {
        date
        times {
          showId
          time
          localTime
        }
      }
    }
  }
`);

const SeatLayoutOccupiedQuery = graphql(`
  query SeatLayoutOccupied($showId: ID!) {
    occupiedSeats(showId: $showId)
  }
`);

const SeatLayoutSeatsSubscription = graphql(`
  subscription SeatLayoutSeats($showId: ID!) {
    seatsChanged(showId: $showId) {
      showId
      version
      occupiedSeats
      heldSeats
      soldSeats
    }
  }
`);

const CreateBookingMutation = graphql(`
  mutation CreateBooking($showId: ID!, $seats: [String!]!) {
    createBooking(showId: $showId, seats: $seats) {
      id
      status
      paymentUrl
      seats
      amount
    }
  }
`);

interface LiveMap {
  showId: string;
  version: number;
  occupied: ReadonlySet<string>;
  held: ReadonlySet<string>;
  sold: ReadonlySet<string>;
}

/** /movies/{id}/{date}: times of the day, the live seat map and booking. */
export function SeatLayoutPage() {
  const { id = '', date = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const session = useSession();

  const movieResult = useQuery(SeatLayoutMovieQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const movie = movieResult.data?.movie;
  const times = useMemo(
    () => movie?.showTimes?.find((d) => d.date === date)?.times ?? [],
    [movie, date],
  );

  const requestedShow = searchParams.get('show');
  const showTime = times.find((t) => t.showId === requestedShow) ?? null;
  const showId = showTime?.showId ?? null;

  const [selected, setSelected] = useState<string[]>([]);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // While our own booking is being made, its seats turning occupied is expected.
  const bookingRef = useRef(false);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Another show has other seats.
  useEffect(() => {
    setSelected([]);
  }, [showId]);

  const occupiedResult = useQuery(SeatLayoutOccupiedQuery, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (occupiedResult.error) toast.error('Error fetching occupied seats');
  }, [occupiedResult.error]);

  const [live, setLive] = useState<LiveMap | null>(null);

  const onSeatMap = useCallback(
    (map: { showId: string; version: number; occupiedSeats: string[]; heldSeats: string[]; soldSeats: string[] }) => {
      setLive((prev) =>
        prev && prev.showId === map.showId && prev.version >= map.version
          ? prev
          : {
              showId: map.showId,
              version: map.version,
              occupied: new Set(map.occupiedSeats),
              held: new Set(map.heldSeats),
              sold: new Set(map.soldSeats),
            },
      );
      if (bookingRef.current) return;
      const occupied = new Set(map.occupiedSeats);
      const taken = selectedRef.current.filter((seat) => occupied.has(seat));
      if (taken.length === 0) return;
      setSelected((current) => current.filter((seat) => !occupied.has(seat)));
      toast.error(takenMessage(taken), { id: `taken-${taken.join('-')}` });
    },
    [],
  );

  const subscription = useSubscription(SeatLayoutSeatsSubscription, {
    variables: { showId: showId ?? '' },
    skip: !showId,
    onData: ({ data }) => {
      const map = data.data?.seatsChanged;
      if (map) onSeatMap(map);
    },
  });

  useEffect(() => {
    if (subscription.error) console.error('Live seat updates failed:', subscription.error);
  }, [subscription.error]);

  const availability = useMemo<SeatAvailability>(() => {
    if (!showId) return emptyAvailability;
    if (live && live.showId === showId) return live;
    const occupied = new Set(occupiedResult.data?.occupiedSeats ?? []);
    return { occupied, held: new Set(), sold: occupied };
  }, [showId, live, occupiedResult.data]);

  const isLive = Boolean(live && live.showId === showId && !subscription.error);

  const [createBooking] = useMutation(CreateBookingMutation);

  const chooseTime = (nextShowId: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('show', nextShowId);
        return next;
      },
      { replace: true },
    );
  };

  const onSeatClick = (seat: string) => {
    const error = seatClickError(seat, { hasTime: Boolean(showId), selected, availability });
    if (error) {
      toast.error(error, { id: error });
      return;
    }
    setSelected((current) =>
      current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat],
    );
  };

  const proceed = () => {
    if (!session.isSignedIn) {
      toast.error('Please sign in to book tickets');
      return;
    }
    if (!showId || selected.length === 0) {
      toast.error('Please select a time and at least one seat');
      return;
    }
    setConfirming(true);
  };

  const book = async () => {
    if (!showId) return;
    const seats = sortSeats(selected);
    setConfirming(false);
    setBusy(true);
    bookingRef.current = true;
    let leaving = false;
    try {
      const { data } = await createBooking({ variables: { showId, seats } });
      const booking = data?.createBooking;
      if (!booking) throw new Error('createBooking answered without a booking');
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
      if (booking.paymentUrl) {
        leaving = true;
        browser.assign(booking.paymentUrl);
        return;
      }
      toast.success('Tickets booked successfully!');
      setSelected([]);
      navigate('/my-bookings');
    } catch (err) {
      if (CombinedGraphQLErrors.is(err)) {
        const taken = conflictSeats(err);
        if (taken.length > 0) setSelected((current) => current.filter((s) => !taken.includes(s)));
        toast.error(serverMessage(err) || 'Error booking tickets');
      } else {
        console.error('Booking failed:', err);
        toast.error('Error booking tickets. Please try again.');
      }
    } finally {
      bookingRef.current = false;
      // Keep 'Processing...' while the browser leaves for the payment page.
      if (!leaving) setBusy(false);
    }
  };

  if (!movie || !Array.isArray(movie.showTimes)) {
    return (
      <div className="px-6 pt-30 md:px-16 md:pt-40">
        <h1 className="sr-only">Grab your seats</h1>
        {movieResult.error ? (
          <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
            <p className="text-zinc-300">Movie not found.</p>
            <ButtonLink to="/movies">
              Browse movies
            </ButtonLink>
          </div>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }

  const dateLabel = formatSeatPageDate(date);
  const timeLabel = showTime ? formatShowTime(showTime.localTime) : 'None';

  return (
    <div className="relative flex flex-col gap-8 px-4 pt-28 pb-10 sm:px-6 md:px-10 md:pt-40 lg:flex-row xl:px-20">
      <aside className="flex w-full flex-col gap-6 lg:sticky lg:top-30 lg:w-64 lg:shrink-0 lg:self-start">
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
              <dd className="font-medium">{movie.title}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-zinc-400">Date:</dt>
              <dd>{dateLabel}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-zinc-400">Time:</dt>
              <dd data-testid="selected-time">{timeLabel}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm font-medium" aria-live="polite">
            Selected Seats ({selected.length} / {MAX_SEATS})
          </p>
          {selected.length > 0 && (
            <p className="mt-1 text-xs text-zinc-400">{sortSeats(selected).join(', ')}</p>
          )}
        </section>

        <section
          aria-labelledby="timings-heading"
          className="rounded-lg border border-primary/20 bg-primary/10 p-5"
        >
          <h2 id="timings-heading" className="font-semibold">
            Available Timings
          </h2>
          {times.length === 0 ? (
            <div className="mt-3 text-sm text-zinc-400">
              <p>No shows on this date.</p>
              <Link to={`/booking/${movie.id}`} className="mt-2 inline-block text-primary underline">
                Choose another date
              </Link>
            </div>
          ) : (
            <div role="group" aria-label="Show times" className="mt-3 flex flex-wrap gap-2 lg:flex-col">
              {times.map((t) => (
                <button
                  key={t.showId}
                  type="button"
                  aria-pressed={t.showId === showId}
                  onClick={() => chooseTime(t.showId)}
                  className={`flex items-center gap-2 rounded-md px-4 py-2 text-sm transition ${
                    t.showId === showId ? 'bg-primary text-white' : 'bg-zinc-900/60 hover:bg-primary/20'
                  }`}
                >
                  <ClockIcon aria-hidden="true" className="h-4 w-4" />
                  {formatShowTime(t.localTime)}
                </button>
              ))}
            </div>
          )}
        </section>
      </aside>

      <section
        aria-label="Seat map"
        className="relative flex min-w-0 flex-1 flex-col items-center">
        <BlurCircle className="top-[-100px] left-[-100px]" />
        <BlurCircle className="right-0 bottom-0" />
        <h1 className="mb-2 text-2xl font-semibold">Grab your seats</h1>
        <p className="mb-6 flex items-center gap-2 text-xs text-zinc-400" aria-live="polite">
          {showId ? (
            isLive ? (
              <>
                <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-emerald-400" />
                Live: seats update as others book
              </>
            ) : subscription.error ? (
              'Live updates paused; reconnecting...'
            ) : (
              'Connecting to live seat updates...'
            )
          ) : (
            'Choose a time to see which seats are free.'
          )}
        </p>
        <SeatMap selected={selected} availability={availability} onSeatClick={onSeatClick} />
        <div className="mt-8">
          <SeatLegend />
        </div>
        <Button
          onClick={proceed}
          disabled={busy}
          size="wide"
          className="mt-10 flex items-center gap-1"
        >
          {busy ? 'Processing...' : 'Proceed'}
          {!busy && <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />}
        </Button>
      </section>

      {confirming && (
        <ConfirmBookingDialog
          seats={sortSeats(selected)}
          movieTitle={movie.title}
          time={timeLabel}
          date={dateLabel}
          onConfirm={() => void book()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
