import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/errors';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CinemaSelect, useVenues } from '../shared/venue-picker';
import { CopyResultPanel, type CopyOutcome } from './copy-result';
import { MoveDialog, RepeatDialog } from './show-actions';
import { CancelDialog } from './cancel-dialog';
import { AdminTimelineQuery, DayTrack, ShowLine, type Action, type ScreenRow } from './timeline-parts';
import { addDays, dayLabel, mondayOf, todayIn } from './week';
import { PricesDialog } from './prices-dialog';

const CopyWeekMutation = graphql(`
  mutation CopyWeek($screenId: ID!, $fromDate: String!, $toDate: String!) {
    copyWeek(screenId: $screenId, fromDate: $fromDate, toDate: $toDate) {
      ...CopyResultPanel_result
    }
  }
`);

const CopyCinemaWeekMutation = graphql(`
  mutation CopyCinemaWeek($cinemaId: ID!, $fromDate: String!, $toDate: String!) {
    copyCinemaWeek(cinemaId: $cinemaId, fromDate: $fromDate, toDate: $toDate) {
      ...CopyResultPanel_result
    }
  }
`);

/**
 * A cinema's week, one section per screen and one row per day: each show a bar
 * from its start to when the screen is free again (the cleaning buffer hatched),
 * with its version and the price card that priced it; copy a screen's or the
 * cinema's week to the next, repeat, move or cancel a show.
 */
export function TimelinePage() {
  const { cinemaId = '' } = useParams();
  const navigate = useNavigate();
  const venues = useVenues();
  const cinema = venues.cinemas.find((c) => c.id === cinemaId);
  // ?week=YYYY-MM-DD keeps the week shown in the address (a link, a reload); else this week, from Monday.
  const [params, setParams] = useSearchParams();
  const weekOf = /^\d{4}-\d{2}-\d{2}$/.test(params.get('week') ?? '') ? params.get('week') : null;
  const setWeekOf = (week: string) => setParams({ week });
  const from = weekOf ?? (cinema ? mondayOf(todayIn(cinema.timeZone)) : '');
  const { data, loading, error, refetch } = useQuery(AdminTimelineQuery, {
    variables: { cinemaId, from },
    skip: !cinemaId || !from,
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, { signedOut: 'Please sign in to view the timeline.', failed: 'Failed to fetch the timeline.' });
  const [copyWeek, copyState] = useMutation(CopyWeekMutation);
  const [copyCinemaWeek, cinemaCopyState] = useMutation(CopyCinemaWeekMutation);
  const [result, setResult] = useState<{ title: string; outcome: CopyOutcome } | null>(null);
  const [action, setAction] = useState<Action | null>(null);

  const timeline = data?.timeline;
  const next = from ? addDays(from, 7) : '';
  const allShows = timeline?.screens.flatMap((s) => s.shows) ?? [];
  const nameOf = (id: string) => {
    const s = allShows.find((x) => x.id === id);
    return s ? `${s.movie.title}, ${s.localDate} ${s.localTime}` : undefined;
  };

  const finish = async (title: string, outcome: CopyOutcome) => {
    setResult({ title, outcome });
    await refetch();
  };
  const copyScreen = async (row: ScreenRow) => {
    try {
      const { data: d } = await copyWeek({ variables: { screenId: row.screen.id, fromDate: from, toDate: next } });
      if (d) await finish(`${row.screen.name}: week of ${from} copied to ${next}`, d.copyWeek);
    } catch (err) {
      console.error('Copying a week failed:', err);
      toast.error(serverMessage(err) ?? 'The week could not be copied.');
    }
  };
  const copyCinema = async () => {
    try {
      const { data: d } = await copyCinemaWeek({ variables: { cinemaId, fromDate: from, toDate: next } });
      if (d) await finish(`Every screen: week of ${from} copied to ${next}`, d.copyCinemaWeek);
    } catch (err) {
      console.error('Copying a week failed:', err);
      toast.error(serverMessage(err) ?? 'The week could not be copied.');
    }
  };
  const closeAction = () => setAction(null);
  const actionDone = () => {
    setAction(null);
    void refetch();
  };
  const copying = copyState.loading || cinemaCopyState.loading;

  return (
    <>
      <AdminTitle text="Week Timeline" />
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div className="max-w-xs">
          <CinemaSelect cinemas={venues.cinemas} value={cinemaId} onChange={(id) => { setResult(null); navigate(id ? `/admin/cinemas/${id}/timeline` : '/admin/timeline'); }} />
        </div>
        {from && (
          <nav aria-label="Weeks" className="flex items-center gap-2 text-sm">
            <button type="button" onClick={() => setWeekOf(addDays(from, -7))} className="rounded-md border border-zinc-600 px-3 py-1">
              Previous week
            </button>
            <span>
              {dayLabel(from)} – {dayLabel(addDays(from, 6))}
            </span>
            <button type="button" onClick={() => setWeekOf(next)} className="rounded-md border border-zinc-600 px-3 py-1">
              Next week
            </button>
          </nav>
        )}
        {timeline && (
          <button type="button" disabled={copying} onClick={() => void copyCinema()} className="rounded-md bg-primary-dull px-3 py-2 text-sm hover:bg-primary-deep disabled:opacity-60">
            Copy the whole cinema&apos;s week to next week
          </button>
        )}
      </div>
      {cinema && <p className="mt-2 text-xs text-zinc-400">Times in {cinema.timeZone}. A hatched end is the cleaning buffer before the next show.</p>}
      {result && <CopyResultPanel title={result.title} result={result.outcome} nameOf={nameOf} onClose={() => setResult(null)} />}
      {!cinemaId ? (
        <p className="mt-6 text-zinc-400">Choose a cinema to see its week.</p>
      ) : (loading && !data) || venues.loading ? (
        <Spinner className="h-[40vh]" />
      ) : !timeline ? (
        <p className="mt-6 text-zinc-400">{error ? 'The timeline could not be loaded.' : 'No timeline.'}</p>
      ) : (
        <div className="mt-6 max-w-5xl space-y-8">
          {timeline.screens.map((row) => (
            <section key={row.screen.id} aria-label={row.screen.name} className="rounded-lg border border-primary/20 p-3">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="text-lg font-medium">{row.screen.name}</h2>
                <button
                  type="button"
                  disabled={copying}
                  aria-label={`Copy this week to next week: ${row.screen.name}`}
                  onClick={() => void copyScreen(row)}
                  className="ml-auto text-sm text-primary hover:underline disabled:opacity-60"
                >
                  Copy this week to next week
                </button>
              </div>
              {row.clashes.length > 0 && (
                <p role="alert" className="mt-2 text-sm text-red-300">
                  {row.clashes.length} overlapping {row.clashes.length === 1 ? 'pair' : 'pairs'} of shows on this screen.
                </p>
              )}
              <ol className="mt-2 space-y-3">
                {timeline.days.map((day) => {
                  const shows = row.shows.filter((s) => s.localDate === day);
                  return (
                    <li key={day} data-testid={`day-${row.screen.id}-${day}`}>
                      <p className="text-sm font-medium">{dayLabel(day)}</p>
                      <DayTrack shows={shows} label={`${row.screen.name}, ${dayLabel(day)}: ${shows.length} ${shows.length === 1 ? 'show' : 'shows'}`} />
                      {shows.length > 0 && (
                        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                          {shows.map((s) => (
                            <ShowLine key={s.id} show={s} screenId={row.screen.id} onAction={setAction} />
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          {timeline.screens.length === 0 && <p className="text-zinc-400">This cinema has no screens yet.</p>}
        </div>
      )}
      {action?.kind === 'repeat' && (
        <RepeatDialog
          show={action.show}
          onClose={closeAction}
          onDone={(outcome) => {
            setAction(null);
            void finish(`${action.show.movie.title} repeated daily`, outcome);
          }}
        />
      )}
      {action?.kind === 'move' && (
        <MoveDialog show={action.show} screens={timeline?.screens.map((s) => s.screen) ?? []} onClose={closeAction} onDone={actionDone} />
      )}
      {action?.kind === 'prices' && <PricesDialog show={action.show} onClose={closeAction} onDone={actionDone} />}
      {action?.kind === 'cancel' && <CancelDialog show={action.show} onClose={closeAction} onDone={actionDone} />}
    </>
  );
}
