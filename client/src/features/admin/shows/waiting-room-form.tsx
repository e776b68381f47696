import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';

const AdminWaitingRoomQuery = graphql(`
  query AdminWaitingRoom($movieId: ID, $showId: ID) {
    waitingRoom(movieId: $movieId, showId: $showId) {
      id
      open
      waiting
      admitPerMinute
      sessionMinutes
      maxTicketsPerUser
      show {
        id
      }
    }
  }
`);

const OpenWaitingRoomMutation = graphql(`
  mutation OpenWaitingRoom($movieId: ID, $showId: ID, $admitPerMinute: Int!, $sessionMinutes: Int!, $maxTicketsPerUser: Int!) {
    openWaitingRoom(
      movieId: $movieId
      showId: $showId
      admitPerMinute: $admitPerMinute
      sessionMinutes: $sessionMinutes
      maxTicketsPerUser: $maxTicketsPerUser
    ) {
      id
    }
  }
`);

const CloseWaitingRoomMutation = graphql(`
  mutation CloseWaitingRoom($id: ID!) {
    closeWaitingRoom(id: $id) {
      id
      open
    }
  }
`);

export interface RoomTarget {
  /** "movie:<id>" or "show:<id>". */
  value: string;
  label: string;
}

const variablesOf = (target: string) => {
  const [kind, id] = target.split(':');
  return kind === 'show' ? { showId: id } : { movieId: id };
};

const field = 'mt-1 w-full rounded border border-zinc-600 bg-zinc-900 px-2 py-1';

/**
 * Opens or closes the on-sale waiting room of a movie (all its shows) or of
 * one show: people let in per minute, minutes each may book for, and the
 * tickets one person may hold across the movie's shows meanwhile.
 */
export function WaitingRoomForm({ targets }: { targets: readonly RoomTarget[] }) {
  const [target, setTarget] = useState('');
  const [admit, setAdmit] = useState(60);
  const [session, setSession] = useState(10);
  const [cap, setCap] = useState(4);
  const chosen = target || targets[0]?.value || '';
  const { data, refetch } = useQuery(AdminWaitingRoomQuery, {
    variables: variablesOf(chosen),
    skip: !chosen,
    fetchPolicy: 'network-only',
  });
  const [openRoom, opening] = useMutation(OpenWaitingRoomMutation);
  const [closeRoom, closing] = useMutation(CloseWaitingRoomMutation);
  // A show's query also answers with its movie's room: only the target's own counts here.
  const room = data?.waitingRoom?.open && (chosen.startsWith('show:') ? Boolean(data.waitingRoom.show) : !data.waitingRoom.show) ? data.waitingRoom : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await openRoom({ variables: { ...variablesOf(chosen), admitPerMinute: admit, sessionMinutes: session, maxTicketsPerUser: cap } });
      toast.success('Waiting room opened');
      await refetch();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Could not open the waiting room');
    }
  };
  const close = async () => {
    if (!room) return;
    try {
      await closeRoom({ variables: { id: room.id } });
      toast.success('Waiting room closed');
      await refetch();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Could not close the waiting room');
    }
  };

  return (
    <form aria-label="Waiting room" onSubmit={submit} className="mt-6 max-w-2xl rounded-lg border border-zinc-700 p-4">
      <h2 className="font-semibold">Waiting room</h2>
      <label className="mt-3 block text-sm">
        For
        <select value={chosen} onChange={(e) => setTarget(e.target.value)} className={field}>
          {targets.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      {room ? (
        <div className="mt-3 flex items-center gap-4">
          <p data-testid="room-status">
            Open: {room.admitPerMinute} per minute, {room.sessionMinutes} min to book, up to {room.maxTicketsPerUser} tickets;{' '}
            {room.waiting} waiting
          </p>
          <Button onClick={close} disabled={closing.loading}>
            Close room
          </Button>
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-3 gap-3 text-sm">
          <label>
            People per minute
            <input type="number" min={1} value={admit} onChange={(e) => setAdmit(Number(e.target.value))} className={field} />
          </label>
          <label>
            Minutes to book
            <input type="number" min={1} value={session} onChange={(e) => setSession(Number(e.target.value))} className={field} />
          </label>
          <label>
            Tickets per person
            <input type="number" min={1} value={cap} onChange={(e) => setCap(Number(e.target.value))} className={field} />
          </label>
          <Button type="submit" disabled={!chosen || opening.loading} className="col-span-3 justify-self-start">
            Open room
          </Button>
        </div>
      )}
    </form>
  );
}
