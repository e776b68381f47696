import { useQuery } from '@apollo/client/react';
import { MapPinIcon } from 'lucide-react';
import { graphql } from '../../gql';
import { useCity } from '../../lib/city';

const CitiesQuery = graphql(`
  query Cities {
    cities
  }
`);

/**
 * Which city's cinemas to list: every city with a cinema, or all of them.
 * compact hides the word "City" (still its accessible name), for the navbar.
 */
export function CityPicker({
  city,
  onChange,
  compact = false,
}: {
  city: string | null;
  onChange(city: string | null): void;
  compact?: boolean;
}) {
  const { data } = useQuery(CitiesQuery);
  const cities = data?.cities ?? [];
  // A remembered city that no longer has a cinema still shows as chosen.
  const options = city && !cities.includes(city) ? [city, ...cities] : cities;
  return (
    <label className="flex items-center gap-2 text-sm">
      <MapPinIcon aria-hidden="true" className="h-4 w-4 text-primary" />
      <span className={compact ? 'sr-only' : undefined}>{compact ? 'Your city' : 'City'}</span>
      <select
        value={city ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className={`rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 ${compact ? 'max-w-36' : ''}`}
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

/** The remembered city's picker, for the navbar: one choice across the site. */
export function NavbarCityPicker() {
  const [city, setCity] = useCity();
  return <CityPicker city={city} onChange={setCity} compact />;
}
