import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminVenuesQuery } from '../../../gql/graphql';

const AdminVenuesQuery = graphql(`
  query AdminVenues {
    cinemas {
      id
      name
      city
      timeZone
      cleaningBufferMinutes
      screens {
        id
        name
        capacity
        layout {
          categories {
            code
            name
          }
        }
      }
    }
  }
`);

export type VenueCinema = AdminVenuesQuery['cinemas'][number];
export type VenueScreen = VenueCinema['screens'][number];

/** Every cinema with its screens and their seat categories, for the pickers. */
export function useVenues() {
  const { data, loading, error } = useQuery(AdminVenuesQuery, { fetchPolicy: 'cache-and-network' });
  return { cinemas: data?.cinemas ?? [], loading: loading && !data, error };
}

const SELECT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';

/** A cinema select; '' is "All cinemas" when allowAll, otherwise no choice yet. */
export function CinemaSelect({
  cinemas,
  value,
  onChange,
  allowAll = false,
}: {
  cinemas: ReadonlyArray<Pick<VenueCinema, 'id' | 'name' | 'city'>>;
  value: string;
  onChange: (id: string) => void;
  allowAll?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>Cinema</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        <option value="">{allowAll ? 'All cinemas' : 'Choose a cinema'}</option>
        {cinemas.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.city})
          </option>
        ))}
      </select>
    </div>
  );
}

/** The screens of the chosen cinema. */
export function ScreenSelect({ screens, value, onChange }: { screens: readonly VenueScreen[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>Screen</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT} disabled={screens.length === 0}>
        <option value="">Choose a screen</option>
        {screens.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.capacity} seats)
          </option>
        ))}
      </select>
    </div>
  );
}
