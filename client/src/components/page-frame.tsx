import type { ReactNode } from 'react';
import { BlurCircle } from './blur-circle';

/** The frame of a list page (movies, favourites): margins, the glow and the page's h1. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="relative my-40 mb-60 min-h-[80vh] overflow-hidden px-6 md:px-16 lg:px-40 xl:px-44">
      <BlurCircle className="top-36 left-0" />
      <BlurCircle className="right-12 bottom-12" />
      <h1 className="my-4 text-lg font-medium">{title}</h1>
      {children}
    </div>
  );
}
