import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/spinner';
import { formatRupees, formatShowTime } from '../../lib/format';

const ShowsByDateQuery = graphql(`
  query ShowsByDate($movieId: ID!, $date: String!, $city: String) {
    showsByDate(movieId: $movieId, date: $date, city: $city) {
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
        fillingFast
      }
    }
  }
`);

/** '₹150' or '₹150 – ₹400'. */
export function priceRange(minPaise: number, maxPaise: number): string {
  const min = formatRupees(minPaise / 100);
  return minPaise === maxPaise ? min : `${min} – ${formatRupees(maxPaise / 100)}`;
}

/** For one date: every cinema (of the city) showing the movie, its times and price range. */
export function CinemaShowTimes({ movieId, date, city }: { movieId: string; date: string; city: string | null }) {
  const { data, error } = useQuery(ShowsByDateQuery, {
    variables: { movieId, date, city },
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
          <ul aria-label={`Show times at ${cinema.name}`} className="mt-3 flex flex-wrap gap-3 md:mt-0">
            {times.map((t) => (
              <li key={t.showId}>
                <Link
                  to={`/movies/${movieId}/${date}?show=${t.showId}`}
                  className={`flex flex-col items-center rounded-md border px-4 py-2 text-sm transition hover:bg-primary/20 ${
                    t.fillingFast ? 'border-amber-500/70' : 'border-emerald-500/60'
                  }`}
                >
                  <span className="font-medium">{formatShowTime(t.localTime)}</span>
                  <span className="text-[11px] text-zinc-400">{t.screenName}</span>
                  {t.fillingFast && <span className="text-[11px] font-medium text-amber-300">Filling fast</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
