import { useEffect, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { Button } from '../button';
import { browser } from '../../lib/browser';
import { formatCountdown, isActive, useMyWaitlist, WaitlistSubscriptionDocument, type WaitlistEntry } from './waitlist-data';

/** Keeps one show's entry live: the subscription's results update the cached list. */
function FollowEntry({ showId }: { showId: string }) {
  useSubscription(WaitlistSubscriptionDocument, { variables: { showId } });
  return null;
}

/** Ticks once a second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function OfferBanner({ entry }: { entry: WaitlistEntry }) {
  const now = useNow();
  const offer = entry.offer;
  if (!offer || Date.parse(offer.expiresAt) <= now) return null;
  const book = () => {
    if (offer.paymentUrl) browser.assign(offer.paymentUrl);
  };
  return (
    <div
      role="alert"
      aria-label="Waitlist offer"
      className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-zinc-900/95 px-4 py-3 text-sm shadow-lg">
      <p className="min-w-0 flex-1">
        Seats {offer.seats.join(', ')} for {entry.show.movie.title} are held for you for{' '}
        <span className="font-semibold tabular-nums">{formatCountdown(offer.expiresAt, now)}</span>
      </p>
      <Button size="sm" onClick={book} disabled={!offer.paymentUrl}>
        Book these seats
      </Button>
    </div>
  );
}

/**
 * The app shell's waitlist: it follows every show the caller waits for,
 * live, and shows each offer as a banner with its countdown and one-tap
 * "Book these seats" (the held booking's payment page), on any page.
 */
export function WaitlistOffers() {
  const { entries } = useMyWaitlist();
  const active = entries.filter(isActive);
  const offers = active.filter((e) => e.status === 'OFFERED');
  return (
    <>
      {active.map((e) => (
        <FollowEntry key={e.id} showId={e.show.id} />
      ))}
      {offers.length > 0 && (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex max-w-xl flex-col gap-2 px-4">
          {offers.map((e) => (
            <OfferBanner key={e.id} entry={e} />
          ))}
        </div>
      )}
    </>
  );
}
