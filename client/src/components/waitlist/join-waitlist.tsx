import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../button';
import { serverMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { isActive, useMyWaitlist, useWaitlistActions } from './waitlist-data';

export interface JoinWaitlistProps {
  showId: string;
  maxSeats: number;
  /** The layout's seat categories, for "any" or one of them. */
  categories: readonly { code: string; name: string }[];
  /** How many seats the visitor wants (the seat count they chose). */
  wanted: number;
}

/**
 * "Join the waitlist" for a full (or too full) show: how many seats,
 * together or not, which category; once joined, the place in line, live
 * (the app shell follows the entry), and Leave.
 */
export function JoinWaitlist({ showId, maxSeats, categories, wanted }: JoinWaitlistProps) {
  const session = useSession();
  const { entries } = useMyWaitlist();
  const actions = useWaitlistActions();
  const [seats, setSeats] = useState(Math.min(Math.max(wanted, 1), maxSeats));
  const [together, setTogether] = useState(false);
  const [category, setCategory] = useState('');
  const entry = entries.find((e) => e.show.id === showId && isActive(e));

  const run = (action: () => Promise<unknown>, done: string) => {
    action().then(
      () => toast.success(done),
      (err: unknown) => toast.error(serverMessage(err) ?? 'Something went wrong; please try again.'),
    );
  };

  if (entry) {
    return (
      <section aria-label="Waitlist" className="flex flex-col items-center gap-2 rounded-lg border border-zinc-700 p-4 text-sm">
        <p>
          {entry.status === 'OFFERED'
            ? 'Seats are held for you: book them from the banner before the time runs out.'
            : `You are number ${entry.position} on the waitlist for ${entry.seats} ${entry.seats === 1 ? 'seat' : 'seats'}.`}
        </p>
        <Button size="sm" disabled={actions.busy} onClick={() => run(() => actions.leave(entry.id), 'You left the waitlist')}>
          Leave the waitlist
        </Button>
      </section>
    );
  }

  const join = () => {
    if (!session.isSignedIn) {
      toast.error('Please sign in to join the waitlist');
      session.openSignIn();
      return;
    }
    run(() => actions.join({ showId, seats, together, category: category || null }), 'You joined the waitlist');
  };

  return (
    <section aria-label="Waitlist" className="flex flex-col items-center gap-3 rounded-lg border border-zinc-700 p-4 text-sm">
      <p>Not enough seats? Join the waitlist: freed seats are offered to the first in line.</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <label className="flex items-center gap-1">
          Seats
          <select value={seats} onChange={(e) => setSeats(Number(e.target.value))} className="rounded bg-zinc-800 px-2 py-1">
            {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={together} onChange={(e) => setTogether(e.target.checked)} />
          Together only
        </label>
        <label className="flex items-center gap-1">
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)} className="rounded bg-zinc-800 px-2 py-1">
            <option value="">Any</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button size="sm" disabled={actions.busy} onClick={join}>
        Join the waitlist
      </Button>
    </section>
  );
}
