import { useCallback, useState } from 'react';

const KEY = 'marquee.city';

function read(): string | null {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null; // storage refused (private mode): the choice lasts the visit
  }
}

/**
 * The city the visitor browses cinemas in, remembered in localStorage so the
 * next visit opens on it; null means every city.
 */
export function useCity(): [string | null, (city: string | null) => void] {
  const [city, setCityState] = useState<string | null>(read);
  const setCity = useCallback((next: string | null) => {
    setCityState(next);
    try {
      if (next) localStorage.setItem(KEY, next);
      else localStorage.removeItem(KEY);
    } catch {
      // not remembered; still used for this visit
    }
  }, []);
  return [city, setCity];
}
