import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/errors';
import { describe, INPUT, SECONDARY, type ActionShow } from './show-actions';

const ShowPricesQuery = graphql(`
  query ShowPrices($id: ID!) {
    show(id: $id) {
      id
      prices {
        category
        pricePaise
      }
    }
  }
`);

const UpdateShowPricesMutation = graphql(`
  mutation UpdateShowPrices($showId: ID!, $prices: [CategoryPriceInput!]!) {
    updateShowPrices(showId: $showId, prices: $prices) {
      id
      revision
      pricePaise
      prices {
        category
        pricePaise
      }
    }
  }
`);

const categoryName = (category: string) => category.charAt(0) + category.slice(1).toLowerCase();

/**
 * New prices for a show's categories. They apply to bookings made from now
 * on; the bookings already made keep what they paid (the server's rule).
 */
export function PricesDialog({ show, onClose, onDone }: { show: ActionShow; onClose(): void; onDone(): void }) {
  const { data, loading } = useQuery(ShowPricesQuery, { variables: { id: show.id }, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(UpdateShowPricesMutation);
  // Rupees as typed, by category; a category not typed keeps its price.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const current = data?.show.prices ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const prices = [];
    for (const p of current) {
      const raw = typed[p.category];
      if (raw === undefined || raw.trim() === '') continue;
      const rupees = Number(raw);
      if (!Number.isFinite(rupees) || rupees < 0) {
        toast.error('Prices must be 0 or more.');
        return;
      }
      prices.push({ category: p.category, pricePaise: Math.round(rupees * 100) });
    }
    if (prices.length === 0) {
      toast.error('Type a new price for at least one category.');
      return;
    }
    try {
      await update({ variables: { showId: show.id, prices } });
      toast.success('Prices changed for new bookings.');
      onDone();
    } catch (err) {
      console.error('Changing a show’s prices failed:', err);
      toast.error(serverMessage(err) ?? 'The prices could not be changed.');
    }
  };

  return (
    <Modal title="Change prices" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="mt-3 text-sm text-zinc-300">
          New prices for {describe(show)} apply to bookings made from now on; bookings already made keep what they paid.
        </p>
        {loading && !data ? (
          <Spinner className="h-24" />
        ) : (
          <div className="mt-4 grid gap-3 text-sm">
            {current.map((p) => (
              <label key={p.category} className="flex items-center justify-between gap-3">
                <span>
                  {categoryName(p.category)} (now ₹{(p.pricePaise / 100).toFixed(2)})
                </span>
                <input
                  type="number"
                  min={0}
                  step="0.01"
                  aria-label={`${categoryName(p.category)} new price`}
                  value={typed[p.category] ?? ''}
                  onChange={(e) => setTyped((t) => ({ ...t, [p.category]: e.target.value }))}
                  className={`${INPUT} w-28`}
                />
              </label>
            ))}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY}>
            Close
          </button>
          <Button type="submit" size="sm" disabled={saving || current.length === 0}>
            {saving ? 'Saving...' : 'Change prices'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
