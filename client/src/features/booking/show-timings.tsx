import { Link } from 'react-router';
import { MoonIcon } from 'lucide-react';
import { formatShowTime } from '../../lib/format';
import { waitingText } from './sold-out';

export interface ShowTiming {
  showId: string;
  localTime: string;
  cinemaName: string;
  screenName: string;
  /** 0: sold out (the chip says so and stays selectable: its full map offers the waitlist). */
  seatsAvailable: number;
  waitlistLength: number;
}

/**
 * Late night: a show starting at or after 23:00, or before 05:00, in the
 * cinema's own time (`localTime` is "HH:MM" there). A show before 05:00 is
 * listed under its calendar date, which is the night after the evening
 * before: the hint keeps anyone from turning up a day late.
 */
export function lateNight(localTime: string): 'late' | 'after-midnight' | null {
  if (!/^\d{2}:\d{2}/.test(localTime)) return null;
  const hour = Number(localTime.slice(0, 2));
  if (hour >= 23) return 'late';
  if (hour < 5) return 'after-midnight';
  return null;
}

const LATE_WORDS = { late: 'Late night', 'after-midnight': 'After midnight' } as const;

/** The times grouped by cinema, in the order the times come (soonest first). */
function byCinema(times: readonly ShowTiming[]): Array<[string, ShowTiming[]]> {
  const groups = new Map<string, ShowTiming[]>();
  for (const t of times) groups.set(t.cinemaName, [...(groups.get(t.cinemaName) ?? []), t]);
  return [...groups];
}

/** A chip's description: its cinema, screen, any late-night hint and, sold out, how many wait. */
function chipDescription(cinema: string, t: ShowTiming): string {
  const late = lateNight(t.localTime);
  const parts = [cinema, t.screenName, late && LATE_WORDS[late].toLowerCase()];
  if (t.seatsAvailable === 0) parts.push(waitingText(t.waitlistLength), 'choose it to join the waitlist');
  return parts.filter(Boolean).join(', ');
}

/**
 * 'Available Timings': one compact row of time chips, by cinema, each with
 * its screen and a late-night hint (or "Sold out" and how many wait), that
 * scrolls sideways on a phone instead of pushing the map down; or a way back
 * to the dates. A sold-out time stays selectable: its full map offers the
 * waitlist.
 */
export function ShowTimings({
  movieId,
  times,
  chosen,
  onChoose,
}: {
  movieId: string;
  times: readonly ShowTiming[];
  chosen: string | null;
  onChoose(showId: string): void;
}) {
  return (
    <section aria-labelledby="timings-heading" className="min-w-0 flex-1">
      <h2 id="timings-heading" className="sr-only">
        Available Timings
      </h2>
      {times.length === 0 ? (
        <div className="text-sm text-zinc-300">
          <p>No shows on this date.</p>
          <Link to={`/booking/${movieId}`} className="mt-1 inline-block text-primary underline">
            Choose another date
          </Link>
        </div>
      ) : (
        <div role="group" aria-label="Show times" className="flex gap-4 overflow-x-auto pb-1">
          {byCinema(times).map(([cinema, list]) => (
            <div key={cinema} className="shrink-0">
              <p className="mb-1 text-xs font-medium whitespace-nowrap text-zinc-300">{cinema}</p>
              <div className="flex gap-2">
                {list.map((t) => {
                  const late = lateNight(t.localTime);
                  const soldOut = t.seatsAvailable === 0;
                  const chosenChip = t.showId === chosen;
                  return (
                    <button
                      key={t.showId}
                      type="button"
                      aria-pressed={chosenChip}
                      aria-description={chipDescription(cinema, t)}
                      onClick={() => onChoose(t.showId)}
                      className={`flex shrink-0 flex-col items-start rounded-md border px-3 py-1.5 text-left text-sm transition ${
                        chosenChip
                          ? 'border-primary-dull bg-primary-dull text-white'
                          : `${soldOut ? 'border-red-500/60' : 'border-zinc-700'} bg-zinc-900/60 hover:bg-primary/20`
                      }`}
                    >
                      <span className="font-medium whitespace-nowrap">
                        {formatShowTime(t.localTime)}
                        {soldOut && <span className="sr-only">, sold out</span>}
                      </span>
                      <span
                        aria-hidden="true"
                        className={`flex items-center gap-1 text-[11px] whitespace-nowrap ${chosenChip ? 'text-white' : 'text-zinc-300'}`}
                      >
                        {t.screenName}
                        {late && (
                          <>
                            <MoonIcon className="h-3 w-3" />
                            {LATE_WORDS[late]}
                          </>
                        )}
                        {soldOut && (
                          <span className={chosenChip ? 'font-medium' : 'font-medium text-red-400'}>
                            Sold out{t.waitlistLength > 0 && ` · ${waitingText(t.waitlistLength)}`}
                          </span>
                        )}
                      </span>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
