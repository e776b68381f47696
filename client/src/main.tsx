import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageFor } from './app/routes';
import './index.css';

const root = createRoot(document.getElementById('root')!);
// Not in a transition: measured, that held the first commit (the navbar)
// back until the seat page's whole map had rendered.
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The page's own chunk first (fetched alongside this one); a failed fetch
// is the route's error page to show, after the render.
loadPageFor(window.location.pathname).then(render, render);
