import { useEffect, useRef } from 'react';

/** Calls `onVisible` whenever the browser tab becomes visible again. */
export function useOnTabVisible(onVisible: () => void): void {
  const ref = useRef(onVisible);
  ref.current = onVisible;
  useEffect(() => {
    const handler = () => {
      if (document.visibilityState === 'visible') ref.current();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  }, []);
}
