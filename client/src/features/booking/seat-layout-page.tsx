import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { useCity } from '../../lib/city';
import { useSession } from '../../lib/session';
import { BlurCircle } from '../../components/blur-circle';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { formatSeatPageDate, formatShowTime } from '../../lib/format';
import { BookingHeader, BookingSummary } from './booking-summary';
import { CityPicker } from './city-picker';
import { ConfirmBookingDialog, type BookingConfirmation } from './confirm-booking-dialog';
import { FoodStepPanel } from './food-step-panel';
import { LiveStatus } from './live-status';
import { AccessibleSeatNotice, SeatLegend, SeatMap } from '../../components/seat-map/seat-map';
import { seatClickError, sortSeats, takenMessage } from '../../components/seat-map/seats';
import { NoBlockNotice, SeatCountButton, SeatCountSheet } from './seat-count-sheet';
import { ShowTimings } from './show-timings';
import { SeatPageFallback, useSeatLayoutMovie } from './seat-layout-movie';
import { useBookSeats } from './use-book-seats';
import { useLiveSeatMap } from '../../components/seat-map/use-live-seat-map';
import { useBestSeats } from './use-best-seats';
import { useCheckoutSteps } from './use-checkout-steps';
import { readProceedAfterSignIn, writeProceedAfterSignIn } from './proceed-after-sign-in';
import { clearStoredSeats, useSeatSelection } from './use-seat-selection';
import { useShowLayout } from '../../components/seat-map/use-show-layout';
import { JoinWaitlist } from '../../components/waitlist/join-waitlist';
import { freeSeats } from '../../components/waitlist/waitlist-data';
import { WaitingRoomGate } from './waiting-room-gate';

/**
 * /movies/{id}/{date}: a compact header and the day's time chips, then the
 * live seat map (after "How many seats?", with the server's best seats
 * pre-selected), and the chosen seats with their running total and Proceed
 * in a bar at the bottom of a phone's screen (a side panel on a desktop).
 */
export function SeatLayoutPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <WaitingRoomGate movieId={id} showId={searchParams.get('show')}>
      <SeatLayoutView />
    </WaitingRoomGate>
  );
}

function SeatLayoutView() {
  const { id = '', date = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();

  const { movie, times, error: movieError } = useSeatLayoutMovie(id, date);

  const requestedShow = searchParams.get('show');
  const showTime = times.find((t) => t.showId === requestedShow) ?? null;
  const showId = showTime?.showId ?? null;
  // The visitor's city narrows the list as it does on the booking page; a
  // chosen show elsewhere (a shared link) stays listed so it can be seen.
  const [city, setCity] = useCity();
  const cityTimes = useMemo(
    () => (city ? times.filter((t) => t.cinemaCity === city || t.showId === showId) : times),
    [times, city, showId],
  );

  // The address's show is asked for at once, not once the times are in (then only a listed one).
  const wantedShow = movie ? showId : requestedShow;
  const { seating: layoutAnswer, maxSeats, kinds } = useShowLayout(wantedShow);
  const shownLayout = movie ? layoutAnswer : null;
  // The map is drawn in a later, deferred render, in slices (not one long task), after "How many seats?" opens.
  const seating = useDeferredValue(shownLayout);
  const [selected, setSelected] = useSeatSelection(showId);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const steps = useCheckoutSteps(showId, selected.length);
  const best = useBestSeats({ showId, layoutLoaded: Boolean(shownLayout), maxSeats, setSelected });

  const booking = useBookSeats({
    onTaken: (taken) => {
      setSelected((current) => current.filter((s) => !taken.includes(s)));
      // Back to the map, where the seats lost are drawn taken.
      steps.back();
    },
    onBooked: () => {
      // Now held by this booking: coming back must not offer them as a choice.
      if (showId) clearStoredSeats(showId);
      if (showId) steps.booked(showId);
      setSelected([]);
    },
    onFailed: () => seatMap.refresh(),
  });

  const seatMap = useLiveSeatMap(wantedShow, (occupied) => {
    // While our own booking is being made, its seats turning occupied is expected.
    if (booking.inFlight.current) return;
    const taken = selectedRef.current.filter((seat) => occupied.has(seat));
    if (taken.length === 0) return;
    setSelected((current) => current.filter((seat) => !occupied.has(seat)));
    toast.error(takenMessage(taken), { id: `taken-${taken.join('-')}` });
  });

  useEffect(() => window.scrollTo(0, 0), []);

  // Proceed pressed signed out: once signed in (perhaps after a reload), go on.
  useEffect(() => {
    if (!session.isSignedIn || !showId || readProceedAfterSignIn() !== showId) return;
    writeProceedAfterSignIn(null);
    if (selectedRef.current.length > 0) steps.next();
  }, [session.isSignedIn, showId]); // eslint-disable-line react-hooks/exhaustive-deps

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
    const error = seatClickError(seat, {
      hasTime: Boolean(showId),
      selected,
      availability: seatMap.availability,
      maxSeats,
    });
    if (error) {
      toast.error(error, { id: error });
      return;
    }
    setSelected((current) =>
      current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat],
    );
  };

  const proceed = () => {
    if (!showId || selected.length === 0) {
      toast.error(session.isSignedIn ? 'Please select a time and at least one seat' : 'Please sign in to book tickets');
      return;
    }
    if (!session.isSignedIn) {
      // The seats wait in this tab (useSeatSelection); the confirmation opens once signed in.
      toast.error('Please sign in to book tickets');
      writeProceedAfterSignIn(showId);
      session.openSignIn();
      return;
    }
    steps.next();
  };

  const confirm = ({ confirmAge, promoCode }: BookingConfirmation) => {
    steps.cancel();
    if (showId) void booking.book(showId, sortSeats(selected), { confirmAge, food: steps.food, promoCode });
  };

  if (!movie || !Array.isArray(movie.showTimes)) return <SeatPageFallback notFound={Boolean(movieError)} />;

  const dateLabel = formatSeatPageDate(date);
  const timeLabel = showTime ? formatShowTime(showTime.localTime) : 'None';
  const place = showTime ? `${showTime.cinemaName} · ${showTime.screenName}` : undefined;
  return (
    <div className="relative flex flex-col gap-3 px-4 pt-20 sm:px-6 md:px-10 md:pt-28 xl:px-20">
      <BookingHeader movieTitle={movie.title} certificate={movie.certificate} date={dateLabel} time={timeLabel} place={place}>
        {showId && <SeatCountButton count={best.count} onClick={best.openSheet} />}
      </BookingHeader>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
        <CityPicker city={city} onChange={setCity} />
        <ShowTimings movieId={movie.id} times={cityTimes} chosen={showId} onChoose={chooseTime} />
      </div>

      {steps.onFoodStep && showId ? (
        <FoodStepPanel
          showId={showId}
          seats={sortSeats(selected)}
          menu={steps.menu}
          order={steps.order}
          setOrder={steps.setOrder}
          onBack={steps.back}
          onSkip={steps.skip}
          onContinue={steps.proceed}
          busy={booking.busy}
        />
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
          <section
            aria-label="Seat map"
            // Browser journeys wait for this before answering "How many seats?" (open from the render before).
            data-seating={seating ? 'loaded' : 'loading'}
            className="relative flex min-w-0 flex-1 flex-col items-center pb-6">
            <BlurCircle className="top-[-100px] left-[-100px]" />
            <h1 className="text-lg font-semibold md:text-2xl">Grab your seats</h1>
            <LiveStatus hasShow={Boolean(showId)} isLive={seatMap.isLive} paused={seatMap.paused} />
            {best.noBlock !== null && <NoBlockNotice count={best.noBlock} />}
            {seating ? (
              <>
                <SeatMap
                  layout={seating.layout}
                  prices={seating.prices}
                  selected={selected}
                  availability={seatMap.availability}
                  onSeatClick={onSeatClick}
                />
                <AccessibleSeatNotice kinds={kinds} selected={selected} />
              </>
            ) : showId ? (
              <Spinner className="h-60" />
            ) : (
              <p className="mt-10 text-zinc-300">Choose a time to see the seats.</p>
            )}
            {/* Not under the spinner, which the map would push it down from (layout shift). */}
            {(seating || !showId) && <SeatLegend className="mt-6" />}
            {showId && seating && freeSeats(seating.layout, seatMap.availability.occupied) < (best.count ?? 1) && (
              <div className="mt-6">
                <JoinWaitlist showId={showId} maxSeats={maxSeats} categories={seating.layout.categories} wanted={best.count ?? 1} />
              </div>
            )}
          </section>

          <BookingSummary showId={showId} layout={seating?.layout ?? null} selected={selected} maxSeats={maxSeats}>
            <Button onClick={proceed} disabled={booking.busy} size="sm" className="flex items-center gap-1">
              {booking.busy ? 'Processing...' : 'Proceed'}
              {!booking.busy && <ArrowRightIcon aria-hidden="true" className="h-4 w-4" />}
            </Button>
          </BookingSummary>
        </div>
      )}

      {best.sheetOpen && (
        <SeatCountSheet maxSeats={maxSeats} current={best.count} onChoose={best.chooseCount} onClose={best.closeSheet} />
      )}

      {steps.confirming && (
        <ConfirmBookingDialog
          showId={showId ?? ''}
          seats={sortSeats(selected)}
          food={steps.food}
          foodText={steps.foodText}
          movieTitle={movie.title}
          time={timeLabel}
          date={dateLabel}
          onConfirm={confirm}
          onCancel={steps.cancel}
        />
      )}
    </div>
  );
}
