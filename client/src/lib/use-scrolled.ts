import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * Whether the page is scrolled down from its top, following scrolling. The
 * position is read on scroll events and once after the first paint, never
 * during a render: window.scrollY forces style and layout, and the navbar
 * renders in the same commit as every page.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    window.addEventListener('scroll', update, { passive: true });
    const cancel = afterPaint(update);
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrolled;
}
