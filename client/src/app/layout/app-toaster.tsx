import { Toaster } from 'react-hot-toast';

/**
 * How far below the top of the window toasts start on pages with the fixed
 * navbar: its tallest (90 px from 768 px wide, where the links sit in a
 * pill; 77 px on phones) plus a gap. A toast over the navbar hid its links,
 * and since a hovered toast never times out, a pointer resting on a link
 * under it kept it there; once scrolled, the bar's background must not run
 * under a toast either.
 */
export const TOASTS_BELOW_NAVBAR_PX = 98;

/**
 * Toasts per the product rules: top-centre, at most 350 px wide; success lasts
 * 2 s, error/blank/custom 4 s, loading until dismissed; removed 1 s after
 * dismissal. react-hot-toast keeps at most 20 toasts (its built-in limit).
 * With belowNavbar they start under the fixed navbar, never over its buttons.
 */
export function AppToaster({ belowNavbar = false }: { belowNavbar?: boolean }) {
  return (
    <Toaster
      position="top-center"
      containerStyle={belowNavbar ? { top: TOASTS_BELOW_NAVBAR_PX } : undefined}
      toastOptions={{
        removeDelay: 1000,
        style: { maxWidth: 350 },
        success: { duration: 2000 },
        error: { duration: 4000 },
        blank: { duration: 4000 },
        custom: { duration: 4000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
