import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageFor } from './app/routes';
import './index.css';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  // A transition: React renders the app in slices of a few milliseconds
  // instead of one long task, so a phone stays responsive while it starts.
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
