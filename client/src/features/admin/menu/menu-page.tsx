import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { formatPaise } from '../../../lib/format';
import { categoryLabel } from '../../../lib/food';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CinemaSelect, useVenues } from '../shared/venue-picker';
import { MenuItemForm } from './menu-item-form';
import { draftOf, emptyMenuDraft } from './menu-input';

const AdminMenuQuery = graphql(`
  query AdminMenu($cinemaId: ID!) {
    cinema(id: $cinemaId) {
      id
      name
      menu {
        id
        name
        description
        category
        imageUrl
        pricePaise
        gstRatePercent
        available
        stockLeft
        stockPerDay
      }
    }
  }
`);

const TH = 'px-3 py-2 text-left font-medium';
const TD = 'px-3 py-2';

/** Stock as the counter thinks of it: '12 of 40 left today', or 'No limit'. */
function stockText(stockLeft: number | null, stockPerDay: number | null): string {
  if (stockPerDay === null) return 'No limit';
  return `${stockLeft ?? stockPerDay} of ${stockPerDay} left today`;
}

/**
 * /admin/menu and /admin/cinemas/{id}/menu: a cinema's food and drink — each
 * item's category, price, GST rate, availability and today's stock — with
 * an item added or edited below (upsertMenuItem).
 */
export function MenuPage() {
  const { cinemaId = '' } = useParams();
  const navigate = useNavigate();
  const venues = useVenues();
  const { data, loading, error, refetch } = useQuery(AdminMenuQuery, {
    variables: { cinemaId },
    skip: !cinemaId,
    fetchPolicy: 'cache-and-network',
  });
  useAdminQueryError(error, { signedOut: 'Please sign in to view the menu.', failed: 'Failed to fetch the menu.' });
  const [editing, setEditing] = useState<string | null>(null);
  // A new form (fresh fields) after each item added.
  const [added, setAdded] = useState(0);
  const items = data?.cinema.menu ?? [];
  const item = items.find((i) => i.id === editing);

  return (
    <>
      <AdminTitle text="Menu" />
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <CinemaSelect cinemas={venues.cinemas} value={cinemaId} onChange={(id) => navigate(id ? `/admin/cinemas/${id}/menu` : '/admin/menu')} />
        {data && (
          <p className="pb-2 text-sm text-zinc-400">
            <Link to="/admin/offers" className="text-primary hover:underline">Offers</Link>
          </p>
        )}
      </div>
      {!cinemaId ? (
        <p className="mt-6 text-zinc-400">Choose a cinema to see its menu.</p>
      ) : loading && !data ? (
        <Spinner className="h-[40vh]" />
      ) : (
        <>
          <table aria-label={`Menu of ${data?.cinema.name ?? 'the cinema'}`} className="mt-6 w-full max-w-5xl text-sm">
            <thead className="bg-primary/20">
              <tr>
                <th className={TH}>Item</th>
                <th className={TH}>Category</th>
                <th className={TH}>Price</th>
                <th className={TH}>GST</th>
                <th className={TH}>Available</th>
                <th className={TH}>Stock</th>
                <th className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} className="border-b border-zinc-800">
                  <td className={TD}>
                    <span className="font-medium">{i.name}</span>
                    {i.description && <span className="block text-xs text-zinc-400">{i.description}</span>}
                  </td>
                  <td className={TD}>{categoryLabel(i.category)}</td>
                  <td className={TD}>{formatPaise(i.pricePaise)}</td>
                  <td className={TD}>{i.gstRatePercent}%</td>
                  <td className={TD}>{i.available ? 'Yes' : <span className="text-amber-300">No</span>}</td>
                  <td className={TD}>{stockText(i.stockLeft, i.stockPerDay)}</td>
                  <td className={TD}>
                    <button type="button" aria-label={`Edit ${i.name}`} onClick={() => setEditing(i.id)} className="text-primary hover:underline">
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
              {data && items.length === 0 && (
                <tr>
                  <td colSpan={7} className={`${TD} text-zinc-400`}>No items yet: customers skip the food step until there are.</td>
                </tr>
              )}
            </tbody>
          </table>
          {item ? (
            <MenuItemForm
              key={item.id}
              cinemaId={cinemaId}
              initial={draftOf(item)}
              onSaved={() => {
                setEditing(null);
                void refetch();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            data && (
              <MenuItemForm
                key={`new-${added}`}
                cinemaId={cinemaId}
                initial={emptyMenuDraft}
                onSaved={() => {
                  setAdded((n) => n + 1);
                  void refetch();
                }}
              />
            )
          )}
        </>
      )}
    </>
  );
}
