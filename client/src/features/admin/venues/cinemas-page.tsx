import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Spinner } from '../../../components/spinner';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { CinemaForm } from './cinema-form';
import { ScreenFormats } from './screen-formats';
import { formatLabel } from '../shared/versions';

const AdminCinemasQuery = graphql(`
  query AdminCinemas {
    cinemas {
      id
      name
      city
      address
      timeZone
      cleaningBufferMinutes
      singleSeatGapRule
      screens {
        id
        name
        capacity
        layoutVersion
        formats
      }
    }
  }
`);

/** Cinemas by city, each with its screens; a new cinema; editing one in place; links to the screen editor. */
export function CinemasPage() {
  const { data, loading, error } = useQuery(AdminCinemasQuery, { fetchPolicy: 'cache-and-network' });
  useAdminQueryError(error, { signedOut: 'Please sign in to view the cinemas.', failed: 'Failed to fetch cinemas.' });
  const [city, setCity] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [formatsOf, setFormatsOf] = useState<string | null>(null);
  const cityFilterId = useId();
  const cinemas = data?.cinemas ?? [];
  const cities = [...new Set(cinemas.map((c) => c.city))].sort();
  const shown = cinemas.filter((c) => !city || c.city === city);

  return (
    <>
      <AdminTitle text="Cinemas" />
      <CinemaForm />
      <div className="mt-8 flex items-center gap-2 text-sm">
        <label htmlFor={cityFilterId}>Filter by city</label>
        <select id={cityFilterId} value={city} onChange={(e) => setCity(e.target.value)} className="rounded border border-zinc-600 bg-zinc-900 px-2 py-1">
          <option value="">All cities</option>
          {cities.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </select>
      </div>
      {loading && !data ? (
        <Spinner className="h-[40vh]" />
      ) : (
        <ul className="mt-4 max-w-3xl space-y-4">
          {shown.map((c) => (
            <li key={c.id} aria-label={c.name} className="rounded-lg border border-primary/20 bg-primary/5 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-medium">{c.name}</h2>
                <button type="button" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c.id)} className="ml-auto text-sm text-primary hover:underline">
                  Edit
                </button>
                <Link to={`/admin/cinemas/${c.id}/screens/new`} className="text-sm text-primary hover:underline">
                  Add screen
                </Link>
                <Link to={`/admin/cinemas/${c.id}/price-cards`} aria-label={`Price cards of ${c.name}`} className="text-sm text-primary hover:underline">
                  Price cards
                </Link>
                <Link to={`/admin/cinemas/${c.id}/timeline`} aria-label={`Week timeline of ${c.name}`} className="text-sm text-primary hover:underline">
                  Timeline
                </Link>
              </div>
              <p className="text-sm text-zinc-400">
                {c.city} · {c.address} · {c.timeZone}
              </p>
              {editing === c.id && <CinemaForm key={c.id} cinema={c} onDone={() => setEditing(null)} />}
              {c.screens.length === 0 ? (
                <p className="mt-2 text-sm text-zinc-400">No screens yet.</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {c.screens.map((s) => (
                    <li key={s.id} className="flex flex-wrap items-center gap-3">
                      <span className="font-medium">{s.name}</span>
                      <span className="text-zinc-400">
                        {s.capacity} seats · layout v{s.layoutVersion} · {s.formats.map(formatLabel).join(', ')}
                      </span>
                      <button type="button" aria-label={`Formats of ${s.name}`} onClick={() => setFormatsOf(formatsOf === s.id ? null : s.id)} className="text-primary hover:underline">
                        Formats
                      </button>
                      <Link to={`/admin/screens/${s.id}`} aria-label={`Edit layout of ${s.name}`} className="text-primary hover:underline">
                        Edit layout
                      </Link>
                      {formatsOf === s.id && <ScreenFormats screen={s} onDone={() => setFormatsOf(null)} />}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {shown.length === 0 && <li className="text-zinc-400">{error ? 'Cinemas could not be loaded.' : 'No cinemas yet.'}</li>}
        </ul>
      )}
    </>
  );
}
