import type { ReactNode } from 'react';

/** A page's main heading, in the layout's standard spacing. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="my-4 text-lg font-medium">{children}</h1>;
}
