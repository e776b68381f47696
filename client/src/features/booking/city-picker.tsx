import { useQuery } from '@apollo/client/react';
import { MapPinIcon } from 'lucide-react';
import { graphql } from '../../gql';

const CitiesQuery = graphql(`
  query Cities {
    cities
  }
`);

/** Which city's cinemas to list: every city with a cinema, or all of them. */
export function CityPicker({ city, onChange }: { city: string | null; onChange(city: string | null): void }) {
  const { data } = useQuery(CitiesQuery);
  const cities = data?.cities ?? [];
  // A remembered city that no longer has a cinema still shows as chosen.
  const options = city && !cities.includes(city) ? [city, ...cities] : cities;
  return (
    <label className="flex items-center gap-2 text-sm">
      <MapPinIcon aria-hidden="true" className="h-4 w-4 text-primary" />
      <span>City</span>
      <select
        value={city ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className="rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1"
      >
        <option value="">All cities</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
