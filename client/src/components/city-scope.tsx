import { MapPinIcon } from 'lucide-react';
import { useCity } from '../lib/city';

/**
 * Says which city a movie list keeps to (the site-wide city chosen in the
 * navbar), with a way back to every city: on a phone the navbar's picker
 * sits in the menu, so the list itself must say why a movie is missing.
 * Nothing when no city is chosen.
 */
export function CityScope({ className = '' }: { className?: string }) {
  const [city, setCity] = useCity();
  if (!city) return null;
  return (
    <p data-testid="city-scope" className={`flex flex-wrap items-center gap-x-2 text-sm text-zinc-300 ${className}`}>
      <MapPinIcon aria-hidden="true" className="h-4 w-4 text-primary" />
      <span>
        Showing in <span className="font-medium text-white">{city}</span>
      </span>
      <button
        type="button"
        onClick={() => setCity(null)}
        className="text-zinc-300 underline underline-offset-2 transition hover:text-white"
      >
        All cities
      </button>
    </p>
  );
}
