import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MoonIcon } from 'lucide-react';
import { graphql } from '../../gql';
import type { ShowFormat } from '../../gql/graphql';
import { Spinner } from '../../components/spinner';
import { formatRupees, formatShowTime } from '../../lib/format';
import { isLateNight, versionExtras, versionLabel } from '../../lib/versions';
import { SoldOutNote } from './sold-out';

const ShowsByDateQuery = graphql(`
  query ShowsByDate($movieId: ID!, $date: String!, $city: String, $format: ShowFormat, $language: String) {
    showsByDate(movieId: $movieId, date: $date, city: $city, format: $format, language: $language) {
      cinema {
        id
        name
        city
        address
      }
      minPricePaise
      maxPricePaise
      times {
        showId
        localTime
        screenName
        seatsAvailable
        waitlistLength
        fillingFast
        format
        language
        subtitles
        openCaptions
        audioDescription
      }
    }
  }
`);

/** '₹150' or '₹150 – ₹400'. */
export function priceRange(minPaise: number, maxPaise: number): string {
  const min = formatRupees(minPaise / 100);
  return minPaise === maxPaise ? min : `${min} – ${formatRupees(maxPaise / 100)}`;
}

/**
 * A cinema's times in groups of one version, "Hindi · 2D", "English · IMAX 2D",
 * as BookMyShow lists them: the groups in the order of their first show,
 * each group's times in the server's (time) order.
 */
export function groupByVersion<T extends { language: string; format: string }>(
  times: readonly T[],
): Array<{ label: string; times: T[] }> {
  const groups = new Map<string, T[]>();
  for (const t of times) {
    const label = versionLabel(t);
    const group = groups.get(label);
    if (group) group.push(t);
    else groups.set(label, [t]);
  }
  return [...groups].map(([label, ts]) => ({ label, times: ts }));
}

/**
 * For one date: every cinema (of the city) showing the movie in the chosen
 * format and language, its price range and its times grouped by version;
 * a time goes straight to that show's seat map.
 */
export function CinemaShowTimes({
  movieId,
  date,
  city,
  format = null,
  language = null,
}: {
  movieId: string;
  date: string;
  city: string | null;
  format?: ShowFormat | null;
  language?: string | null;
}) {
  const { data, error } = useQuery(ShowsByDateQuery, {
    variables: { movieId, date, city, format, language },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <p className="mt-6 text-zinc-400">The cinemas could not be loaded. Please try again.</p>;
  if (!data) return <Spinner className="h-40" />;
  const cinemas = data.showsByDate;
  if (cinemas.length === 0) {
    return (
      <p className="mt-6 text-zinc-400">
        No shows {city ? `in ${city} ` : ''}on this date. Try another date{city ? ' or city' : ''}.
      </p>
    );
  }
  return (
    <div className="mt-6 flex flex-col gap-4" data-testid="cinema-list">
      {cinemas.map(({ cinema, minPricePaise, maxPricePaise, times }) => (
        <section
          key={cinema.id}
          aria-labelledby={`cinema-${cinema.id}`}
          className="rounded-lg border border-zinc-700/70 bg-zinc-900/50 p-4 md:flex md:gap-6"
        >
          <div className="md:w-64 md:shrink-0">
            <h3 id={`cinema-${cinema.id}`} className="font-semibold">
              {cinema.name}
            </h3>
            <p className="text-xs text-zinc-400">{cinema.address}</p>
            <p className="mt-1 text-sm text-zinc-300" data-testid="price-range">
              {priceRange(minPricePaise, maxPricePaise)}
            </p>
          </div>
          <div className="mt-3 flex flex-col gap-3 md:mt-0">
            {groupByVersion(times).map((group) => (
              <div key={group.label} data-testid="version-group">
                <h4 className="text-xs font-medium tracking-wide text-zinc-300 uppercase">{group.label}</h4>
                <ul aria-label={`${group.label} at ${cinema.name}`} className="mt-1.5 flex flex-wrap gap-3">
                  {group.times.map((t) => {
                    const extras = versionExtras(t);
                    const late = isLateNight(t.localTime);
                    const soldOut = t.seatsAvailable === 0;
                    return (
                      <li key={t.showId}>
                        <Link
                          to={`/movies/${movieId}/${date}?show=${t.showId}`}
                          className={`flex flex-col items-center rounded-md border px-4 py-2 text-sm transition hover:bg-primary/20 ${
                            soldOut ? 'border-red-500/60' : t.fillingFast ? 'border-amber-500/70' : 'border-emerald-500/60'
                          }`}
                        >
                          <span className={`font-medium ${soldOut ? 'text-zinc-400' : ''}`}>{formatShowTime(t.localTime)}</span>
                          <span className="text-[11px] text-zinc-400">{t.screenName}</span>
                          {extras && <span className="text-[11px] text-zinc-400">{extras}</span>}
                          {late && (
                            <span className="flex items-center gap-0.5 text-[11px] text-sky-300">
                              <MoonIcon aria-hidden="true" className="h-3 w-3" />
                              Late night
                            </span>
                          )}
                          {soldOut ? (
                            <SoldOutNote waiting={t.waitlistLength} />
                          ) : (
                            t.fillingFast && <span className="text-[11px] font-medium text-amber-300">Filling fast</span>
                          )}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
