import { graphql } from '../../../gql';
import type { AdminTimelineQuery as AdminTimelineData } from '../../../gql/graphql';
import { formatPaise } from '../../../lib/format';
import { certificateLabel, versionLabel } from '../shared/versions';
import { barGeometry } from './week';

/**
 * One week of a cinema: its screens, each with the shows of the days and any clash.
 * The server weighs it as 20 screens × 112 shows against GRAPHQL_MAX_COMPLEXITY
 * (60,000), __typename included: about 22 fields a show at most, so a show's
 * lowest price stands for its prices, and its bar's length comes from the local
 * times.
 */
export const AdminTimelineQuery = graphql(`
  query AdminTimeline($cinemaId: ID!, $from: String!) {
    timeline(cinemaId: $cinemaId, from: $from, days: 7) {
      from
      days
      cinema {
        id
        name
        timeZone
      }
      screens {
        screen {
          id
          name
          formats
        }
        shows {
          id
          localDate
          localTime
          localOccupiedUntil
          status
          cancelReason
          format
          language
          subtitles
          pricePaise
          movie {
            id
            title
            runtime
            certificate
          }
          priceCard {
            id
            name
          }
        }
        clashes {
          showId
          clashesWith
        }
      }
    }
  }
`);

export type ScreenRow = AdminTimelineData['timeline']['screens'][number];
export type TimelineShow = ScreenRow['shows'][number];
const ACTION_LABELS = { repeat: 'Repeat daily', move: 'Move', prices: 'Change prices', cancel: 'Cancel' } as const;

export type Action = { kind: 'repeat' | 'move' | 'prices' | 'cancel'; show: TimelineShow & { screen: { id: string } } };

/** Bars of one screen's day: the film solid, the cleaning buffer hatched, a cancelled show crossed out. */
export function DayTrack({ shows, label }: { shows: readonly TimelineShow[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="relative h-8 w-full overflow-hidden rounded bg-zinc-800/60">
      {[6, 12, 18].map((h) => (
        <span key={h} aria-hidden="true" className="absolute inset-y-0 border-l border-zinc-700" style={{ left: `${(h / 24) * 100}%` }} />
      ))}
      {shows.map((s) => {
        const g = barGeometry({ ...s, runtime: s.movie.runtime });
        const cancelled = s.status === 'CANCELLED';
        return (
          <span
            key={s.id}
            data-testid={`bar-${s.id}`}
            title={`${s.movie.title} ${s.localTime}–${s.localOccupiedUntil}`}
            className="absolute inset-y-1 flex"
            style={{ left: `${g.left}%`, width: `${g.width}%`, minWidth: 2 }}
          >
            <span
              data-testid={`film-${s.id}`}
              data-cancelled={cancelled || undefined}
              className={`h-full rounded-l ${cancelled ? 'border border-dashed border-red-400 bg-red-500/20' : 'bg-primary'}`}
              style={{ flexGrow: g.film, flexBasis: 0 }}
            />
            {g.buffer > 0 && (
              <span
                data-testid={`buffer-${s.id}`}
                className="h-full rounded-r bg-[repeating-linear-gradient(45deg,var(--color-zinc-500)_0_3px,transparent_3px_6px)]"
                style={{ flexGrow: g.buffer, flexBasis: 0 }}
              />
            )}
          </span>
        );
      })}
    </div>
  );
}

export function ShowLine({ show, screenId, onAction }: { show: TimelineShow; screenId: string; onAction(a: Action): void }) {
  const cancelled = show.status === 'CANCELLED';
  const g = barGeometry({ ...show, runtime: show.movie.runtime });
  return (
    <li aria-label={`${show.movie.title} ${show.localTime}`} className={`rounded border px-3 py-2 text-sm ${cancelled ? 'border-red-500/40' : 'border-zinc-700'}`}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{show.localTime}–{show.localOccupiedUntil}</span>
        <span className={cancelled ? 'line-through' : ''}>{show.movie.title}</span>
        {show.movie.certificate && <span className="rounded border border-zinc-500 px-1 text-xs">{certificateLabel(show.movie.certificate)}</span>}
        {cancelled && <span className="rounded bg-red-600 px-1.5 text-xs text-white">Cancelled</span>}
      </div>
      <p className="text-zinc-400">
        {versionLabel(show)} · {g.filmMinutes} min + {g.bufferMinutes} min cleaning
      </p>
      <p className="text-zinc-400">
        {show.priceCard ? `Priced by ${show.priceCard.name}` : 'Prices typed'}: from {formatPaise(show.pricePaise)}
      </p>
      {cancelled && show.cancelReason && <p className="text-red-300">Reason: {show.cancelReason}</p>}
      {!cancelled && (
        <div className="mt-1 flex flex-wrap gap-3">
          {(['repeat', 'move', 'prices', 'cancel'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-label={`${ACTION_LABELS[kind]} ${show.movie.title} ${show.localDate} ${show.localTime}`}
              onClick={() => onAction({ kind, show: { ...show, screen: { id: screenId } } })}
              className={kind === 'cancel' ? 'text-red-400 hover:underline' : 'text-primary hover:underline'}
            >
              {ACTION_LABELS[kind]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

