import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'marquee.city';

// Every picker on screen (the navbar's, the booking page's) shows one
// choice: they read this store, and a change notifies them all, including
// pickers in other tabs through the storage event.
const listeners = new Set<() => void>();
let memory: string | null = null; // used when storage is refused (private mode)

function read(): string | null {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(next: string | null) {
  memory = next;
  try {
    if (next) localStorage.setItem(KEY, next);
    else localStorage.removeItem(KEY);
  } catch {
    // not remembered; still used for this visit
  }
  for (const l of listeners) l();
}

/**
 * The city the visitor browses cinemas in, remembered in localStorage so the
 * next visit opens on it and shared by every picker on the page; null means
 * every city.
 */
export function useCity(): [string | null, (city: string | null) => void] {
  const city = useSyncExternalStore(subscribe, read, () => null);
  const setCity = useCallback((next: string | null) => write(next), []);
  return [city, setCity];
}
