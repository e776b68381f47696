import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { formatInstant } from '../../../lib/format';
import { serverMessage } from '../../../lib/errors';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { useVenues } from '../shared/venue-picker';
import { formatLabel } from '../shared/versions';
import { OfferForm } from './offer-form';
import { offerValueText, WEEKDAY_VALUES } from './offer-input';

const AdminOffersQuery = graphql(`
  query AdminOffers {
    offers {
      id
      code
      title
      kind
      value
      appliesTo
      capPaise
      startsAt
      endsAt
      minTickets
      maxRedemptions
      maxPerUser
      redemptions
      held
      paused
      cinemaIds
      formats
      weekdays
    }
  }
`);

const SetOfferPausedMutation = graphql(`
  mutation SetOfferPaused($id: ID!, $paused: Boolean!) {
    setOfferPaused(id: $id, paused: $paused) {
      id
      paused
    }
  }
`);

type Offer = NonNullable<ReturnType<typeof useOffers>['data']>['offers'][number];

function useOffers() {
  return useQuery(AdminOffersQuery, { fetchPolicy: 'cache-and-network' });
}

/** Where and when an offer applies, and its limits, in one line. */
function offerTerms(o: Offer, cinemaName: (id: string) => string): string {
  const parts = [
    o.cinemaIds.length ? o.cinemaIds.map(cinemaName).join(', ') : 'All cinemas',
    o.formats.length ? o.formats.map(formatLabel).join(', ') : null,
    o.weekdays.length ? WEEKDAY_VALUES.filter((d) => o.weekdays.includes(d.value)).map((d) => d.label).join(', ') : null,
    o.minTickets > 1 ? `${o.minTickets}+ tickets` : null,
    o.maxPerUser > 0 ? `${o.maxPerUser} per customer` : null,
    o.startsAt ? `from ${formatInstant(o.startsAt)}` : null,
    o.endsAt ? `until ${formatInstant(o.endsAt)}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * /admin/offers: every promo code and automatic offer, newest first, with
 * what it takes off, where it applies, its redemptions so far (and those
 * held by unpaid bookings); pause or resume one; create one below.
 */
export function OffersPage() {
  const { data, loading, error, refetch } = useOffers();
  useAdminQueryError(error, { signedOut: 'Please sign in to view the offers.', failed: 'Failed to fetch offers.' });
  const venues = useVenues();
  const cinemaName = (id: string) => venues.cinemas.find((c) => c.id === id)?.name ?? id;
  const [setPaused] = useMutation(SetOfferPausedMutation);

  const pause = async (o: Offer, paused: boolean) => {
    const name = o.code ?? o.title;
    try {
      await setPaused({ variables: { id: o.id, paused } });
      toast.success(paused ? `${name} paused.` : `${name} resumed.`);
    } catch (err) {
      toast.error(serverMessage(err) ?? 'The offer could not be changed.');
    }
  };

  return (
    <>
      <AdminTitle text="Offers" />
      {loading && !data ? (
        <Spinner className="h-[40vh]" />
      ) : (
        <ul aria-label="Offers" className="mt-6 max-w-3xl space-y-3">
          {(data?.offers ?? []).map((o) => (
            <li key={o.id} aria-label={o.code ?? o.title} className="rounded-lg border border-zinc-700 p-3 text-sm">
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="text-base font-medium">
                  {o.code ? <span className="font-mono">{o.code}</span> : <span className="text-zinc-400">Automatic</span>} · {o.title}
                </h2>
                <span className={`rounded px-2 py-0.5 text-xs ${o.paused ? 'bg-amber-500/15 text-amber-300' : 'bg-emerald-500/15 text-emerald-300'}`}>
                  {o.paused ? 'Paused' : 'Active'}
                </span>
                <button type="button" aria-label={`${o.paused ? 'Resume' : 'Pause'} ${o.code ?? o.title}`} onClick={() => void pause(o, !o.paused)} className="ml-auto text-primary hover:underline">
                  {o.paused ? 'Resume' : 'Pause'}
                </button>
              </div>
              <p className="mt-1 text-zinc-300">{offerValueText(o)}</p>
              <p className="mt-1 text-zinc-400">{offerTerms(o, cinemaName)}</p>
              <p data-testid="offer-redemptions" className="mt-1">
                Redemptions: {o.redemptions}
                {o.maxRedemptions !== null && ` of ${o.maxRedemptions}`}
                {o.held > 0 && <span className="text-zinc-400"> ({o.held} held by unpaid bookings)</span>}
              </p>
            </li>
          ))}
          {data && data.offers.length === 0 && <li className="text-zinc-400">No offers yet.</li>}
          {!data && error && <li className="text-zinc-400">Offers could not be loaded.</li>}
        </ul>
      )}
      <OfferForm cinemas={venues.cinemas} onCreated={() => void refetch()} />
    </>
  );
}
