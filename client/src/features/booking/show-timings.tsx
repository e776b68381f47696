import { Link } from 'react-router';
import { ClockIcon } from 'lucide-react';
import { formatShowTime } from '../../lib/format';

export interface ShowTiming {
  showId: string;
  localTime: string;
  cinemaName: string;
  screenName: string;
}

/** The times grouped by cinema, in the order the times come (soonest first). */
function byCinema(times: readonly ShowTiming[]): Array<[string, ShowTiming[]]> {
  const groups = new Map<string, ShowTiming[]>();
  for (const t of times) groups.set(t.cinemaName, [...(groups.get(t.cinemaName) ?? []), t]);
  return [...groups];
}

/** 'Available Timings': one toggle per show of the day, by cinema, or a way back to the dates. */
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
    <section aria-labelledby="timings-heading" className="rounded-lg border border-primary/20 bg-primary/10 p-5">
      <h2 id="timings-heading" className="font-semibold">
        Available Timings
      </h2>
      {times.length === 0 ? (
        <div className="mt-3 text-sm text-zinc-400">
          <p>No shows on this date.</p>
          <Link to={`/booking/${movieId}`} className="mt-2 inline-block text-primary underline">
            Choose another date
          </Link>
        </div>
      ) : (
        <div role="group" aria-label="Show times" className="mt-3 flex flex-col gap-3">
          {byCinema(times).map(([cinema, list]) => (
            <div key={cinema}>
              <p className="mb-1.5 text-xs font-medium text-zinc-400">{cinema}</p>
              <div className="flex flex-wrap gap-2 lg:flex-col">
                {list.map((t) => (
                  <button
                    key={t.showId}
                    type="button"
                    aria-pressed={t.showId === chosen}
                    aria-description={`${cinema}, ${t.screenName}`}
                    title={t.screenName}
                    onClick={() => onChoose(t.showId)}
                    className={`flex items-center gap-2 rounded-md px-4 py-2 text-sm transition ${
                      t.showId === chosen ? 'bg-primary-dull text-white' : 'bg-zinc-900/60 hover:bg-primary/20'
                    }`}
                  >
                    <ClockIcon aria-hidden="true" className="h-4 w-4" />
                    {formatShowTime(t.localTime)}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
