import type { ReactNode } from 'react';

/** Movie cards in 2, 3 or 4 columns depending on the width. */
export function MovieGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">{children}</div>;
}
