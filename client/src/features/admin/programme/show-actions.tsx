import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { CombinedGraphQLErrors } from '@apollo/client';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';
import type { CopyOutcome } from './copy-result';

const RepeatShowMutation = graphql(`
  mutation RepeatShow($showId: ID!, $days: Int!) {
    repeatShow(showId: $showId, days: $days) {
      ...CopyResultPanel_result
    }
  }
`);

const MoveShowMutation = graphql(`
  mutation MoveShow($showId: ID!, $screenId: ID, $date: String, $time: String) {
    moveShow(showId: $showId, screenId: $screenId, date: $date, time: $time) {
      id
      localDate
      localTime
      revision
      screen {
        id
        name
      }
    }
  }
`);

/** The show an action is about, as the timeline lists it. */
export interface ActionShow {
  id: string;
  localDate: string;
  localTime: string;
  movie: { title: string };
  screen: { id: string };
}

export const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm [color-scheme:dark]';
export const SECONDARY = 'rounded-full border border-zinc-600 px-5 py-2 text-sm hover:bg-zinc-800';

export const describe = (show: ActionShow) => `${show.movie.title}, ${show.localDate} ${show.localTime}`;

/** Seats a SEATS_NOT_IN_LAYOUT refusal names in extensions.seats. */
function missingSeats(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => (Array.isArray(e.extensions?.seats) ? e.extensions.seats.filter((s): s is string => typeof s === 'string') : []));
}

/** "Repeat daily for N days": the same local time on each of the next N days. */
export function RepeatDialog({ show, onClose, onDone }: { show: ActionShow; onClose(): void; onDone(result: CopyOutcome): void }) {
  const [days, setDays] = useState('6');
  const [repeat, { loading }] = useMutation(RepeatShowMutation);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 60) {
      toast.error('Repeat for 1 to 60 days.');
      return;
    }
    try {
      const { data } = await repeat({ variables: { showId: show.id, days: n } });
      if (data) onDone(data.repeatShow);
    } catch (err) {
      console.error('Repeating a show failed:', err);
      toast.error(serverMessage(err) ?? 'The show could not be repeated.');
    }
  };
  return (
    <Modal title="Repeat daily" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="mt-3 text-sm text-zinc-300">Schedule {describe(show)} again at {show.localTime} on each of the next days.</p>
        <div className="mt-4 flex flex-col gap-1 text-sm">
          <label htmlFor={id}>Number of days</label>
          <input id={id} type="number" min={1} max={60} value={days} onChange={(e) => setDays(e.target.value)} className={`${INPUT} w-24`} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY}>
            Close
          </button>
          <Button type="submit" size="sm" disabled={loading}>
            {loading ? 'Repeating...' : 'Repeat'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Move a show to another screen of its cinema, date or time; the server's refusal (seats missing, screen busy) stays in view. */
export function MoveDialog({
  show,
  screens,
  onClose,
  onDone,
}: {
  show: ActionShow;
  screens: ReadonlyArray<{ id: string; name: string }>;
  onClose(): void;
  onDone(): void;
}) {
  const [screenId, setScreenId] = useState(show.screen.id);
  const [date, setDate] = useState(show.localDate);
  const [time, setTime] = useState(show.localTime);
  const [refusal, setRefusal] = useState<{ message: string; seats: string[] } | null>(null);
  const [move, { loading }] = useMutation(MoveShowMutation);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    try {
      const { data } = await move({
        variables: {
          showId: show.id,
          ...(screenId !== show.screen.id ? { screenId } : {}),
          ...(date !== show.localDate ? { date } : {}),
          ...(time !== show.localTime ? { time } : {}),
        },
      });
      const moved = data?.moveShow;
      toast.success(moved ? `Show moved to ${moved.localDate} ${moved.localTime}, ${moved.screen.name}.` : 'Show moved.');
      onDone();
    } catch (err) {
      console.error('Moving a show failed:', err);
      setRefusal({ message: serverMessage(err) ?? 'The show could not be moved.', seats: missingSeats(err) });
    }
  };
  return (
    <Modal title="Move show" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="mt-3 text-sm text-zinc-300">
          Move {describe(show)}. Its sold and held seats move by label; every customer is e-mailed.
        </p>
        <div className="mt-4 flex flex-wrap gap-4">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-screen`}>Screen</label>
            <select id={`${id}-screen`} value={screenId} onChange={(e) => setScreenId(e.target.value)} className={INPUT}>
              {screens.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-date`}>Date</label>
            <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} className={INPUT} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-time`}>Time</label>
            <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} className={INPUT} />
          </div>
        </div>
        {refusal && (
          <div role="alert" className="mt-4 rounded border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            <p>{refusal.message}</p>
            {refusal.seats.length > 0 && <p className="mt-1">Missing seats: {refusal.seats.join(', ')}</p>}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY}>
            Close
          </button>
          <Button type="submit" size="sm" disabled={loading}>
            {loading ? 'Moving...' : 'Move show'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
