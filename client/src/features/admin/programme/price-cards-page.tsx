import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { formatPaise } from '../../../lib/format';
import { serverMessage } from '../../../lib/errors';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { PriceCardForm } from './price-card-form';
import { cardBand, cardDates, cardDays, cardFormats } from './price-card-text';

const AdminPriceCardsQuery = graphql(`
  query AdminPriceCards($cinemaId: ID!) {
    cinema(id: $cinemaId) {
      id
      name
      timeZone
      screens {
        id
        layout {
          categories {
            code
            name
          }
        }
      }
    }
    priceCards(cinemaId: $cinemaId) {
      id
      name
      days
      from
      to
      formats
      startsOn
      endsOn
      priority
      prices {
        category
        pricePaise
      }
    }
  }
`);

const DeletePriceCardMutation = graphql(`
  mutation DeletePriceCard($id: ID!) {
    deletePriceCard(id: $id)
  }
`);

/** The seat categories of every screen of the cinema, once each, in the order first seen. */
function cinemaCategories(screens: ReadonlyArray<{ layout: { categories: ReadonlyArray<{ code: string; name: string }> } }>) {
  const seen = new Map<string, { code: string; name: string }>();
  for (const s of screens) for (const c of s.layout.categories) if (!seen.has(c.code)) seen.set(c.code, { code: c.code, name: c.name });
  return [...seen.values()];
}

/** A cinema's price cards, highest priority first: what each matches and charges; a new card; deleting one. */
export function PriceCardsPage() {
  const { cinemaId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminPriceCardsQuery, { variables: { cinemaId }, fetchPolicy: 'cache-and-network' });
  useAdminQueryError(error, { signedOut: 'Please sign in to view the price cards.', failed: 'Failed to fetch price cards.' });
  const [remove] = useMutation(DeletePriceCardMutation);
  const categories = cinemaCategories(data?.cinema.screens ?? []);
  const categoryName = (code: string) => categories.find((c) => c.code === code)?.name ?? code;

  const del = async (id: string, name: string) => {
    try {
      await remove({ variables: { id } });
      toast.success(`Price card "${name}" deleted.`);
      await refetch();
    } catch (err) {
      console.error('Deleting a price card failed:', err);
      toast.error(serverMessage(err) ?? 'The price card could not be deleted.');
    }
  };

  return (
    <>
      <AdminTitle text="Price Cards" />
      {data && (
        <p className="mt-2 text-sm text-zinc-400">
          {data.cinema.name} · times in {data.cinema.timeZone} ·{' '}
          <Link to="/admin/cinemas" className="text-primary hover:underline">Cinemas</Link> ·{' '}
          <Link to={`/admin/cinemas/${cinemaId}/timeline`} className="text-primary hover:underline">Week timeline</Link>
        </p>
      )}
      {loading && !data ? (
        <Spinner className="h-[40vh]" />
      ) : (
        <>
          <ul aria-label="Price cards" className="mt-6 max-w-3xl space-y-3">
            {(data?.priceCards ?? []).map((card) => (
              <li key={card.id} aria-label={card.name} className="rounded-lg border border-zinc-700 p-3 text-sm">
                <div className="flex flex-wrap items-baseline gap-2">
                  <h2 className="text-base font-medium">{card.name}</h2>
                  <span className="rounded bg-zinc-800 px-2 py-0.5 text-xs">Priority {card.priority}</span>
                  <button type="button" aria-label={`Delete ${card.name}`} onClick={() => void del(card.id, card.name)} className="ml-auto text-red-400 hover:underline">
                    Delete
                  </button>
                </div>
                <p className="mt-1 text-zinc-300">
                  {cardDays(card.days)} · {cardBand(card.from, card.to)} · {cardFormats(card.formats)} · {cardDates(card.startsOn, card.endsOn)}
                </p>
                <p className="mt-1 text-zinc-400">
                  {card.prices.map((p) => `${categoryName(p.category)} ${formatPaise(p.pricePaise)}`).join(' · ')}
                </p>
              </li>
            ))}
            {data && data.priceCards.length === 0 && <li className="text-zinc-400">No price cards yet: every show needs its prices typed.</li>}
            {!data && error && <li className="text-zinc-400">Price cards could not be loaded.</li>}
          </ul>
          {data && <PriceCardForm cinemaId={cinemaId} categories={categories} onCreated={() => void refetch()} />}
        </>
      )}
    </>
  );
}
