import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageFor } from './app/routes';
import './index.css';

const root = createRoot(document.getElementById('root')!);
// In a transition, so the first render yields to the browser every few
// milliseconds instead of being one long task on a slow phone. (The seat
// map, which once made this hold the first commit back, is drawn in a
// deferred render of its own once its layout has arrived.)
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The page's own chunk first (fetched alongside this one); a failed fetch
// is the route's error page to show, after the render.
loadPageFor(window.location.pathname).then(render, render);
