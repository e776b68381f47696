import { Toaster } from 'react-hot-toast';

/**
 * Toasts per the product rules: top-centre, at most 350 px wide; success lasts
 * 2 s, error/blank/custom 4 s, loading until dismissed; removed 1 s after
 * dismissal. react-hot-toast keeps at most 20 toasts (its built-in limit).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
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
