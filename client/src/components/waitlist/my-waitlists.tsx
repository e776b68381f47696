import toast from 'react-hot-toast';
import { Button } from '../button';
import { serverMessage } from '../../lib/errors';
import { isActive, useMyWaitlist, useWaitlistActions, type WaitlistEntry } from './waitlist-data';

const STATUS_TEXT: Record<string, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Seats held for you',
  BOOKED: 'Booked',
  LAPSED: 'Offer lapsed',
  LEFT: 'Left',
  SHOW_CANCELLED: 'Show cancelled',
};

function describe(e: WaitlistEntry): string {
  const what = `${e.seats} ${e.seats === 1 ? 'seat' : 'seats'}${e.together ? ' together' : ''}${e.category ? ` (${e.category})` : ''}`;
  if (e.status === 'WAITING') return `${what} · number ${e.position} in line`;
  if (e.offer && e.status === 'OFFERED') return `${what} · ${e.offer.seats.join(', ')}`;
  return what;
}

/** "My waitlists" on My Bookings: every entry with its place or outcome, and Leave for the active ones. */
export function MyWaitlists() {
  const { entries } = useMyWaitlist();
  const actions = useWaitlistActions();
  if (entries.length === 0) return null;
  const leave = (id: string) =>
    actions.leave(id).then(
      () => toast.success('You left the waitlist'),
      (err: unknown) => toast.error(serverMessage(err) ?? 'Could not leave the waitlist.'),
    );
  return (
    <section aria-labelledby="my-waitlists" className="mt-10">
      <h2 id="my-waitlists" className="mb-3 text-lg font-semibold">
        My waitlists
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((e) => (
          <li
            key={e.id}
            aria-label={`Waitlist for ${e.show.movie.title}`}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-700 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{e.show.movie.title}</p>
              <p className="text-zinc-400">
                {e.show.localDate} {e.show.localTime} · {describe(e)}
              </p>
            </div>
            <span className="rounded-full bg-zinc-800 px-3 py-1">{STATUS_TEXT[e.status] ?? e.status}</span>
            {isActive(e) && (
              <Button size="sm" disabled={actions.busy} onClick={() => void leave(e.id)}>
                Leave
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
