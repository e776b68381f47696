import { use, type ComponentType } from 'react';

/** A page fetched in a chunk of its own; `load` fetches it (once) and may be called ahead. */
export interface LazyPage {
  (): React.ReactElement;
  load(): Promise<void>;
}

/**
 * A route's page in a chunk of its own, so a visitor's first page does not
 * wait for the code of all the others. Unlike React.lazy, once its chunk has
 * arrived the page renders at once, with no suspended first render: the
 * chunk is usually fetched before the app starts (index.html's route
 * preloads, vite.route-preloads.ts), and tests load every page up front.
 * Until then it suspends to the nearest Suspense boundary (the layout's).
 */
export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= importPage().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (a deploy removed the chunk, the network dropped) may be retried.
        pending = null;
        throw error;
      },
    ));
  function Page() {
    if (!Loaded) use(load());
    const Component = Loaded!;
    return <Component />;
  }
  Page.load = load;
  return Page;
}
