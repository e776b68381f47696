// GraphiQL at /playground, built from npm packages so the page works with no
// network beyond this server (the CDN page gqlgen ships is blank offline).
// It is a Vite entry of its own: nothing here reaches the home route's JS.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createPlaygroundFetcher } from './fetcher';
import { devSignInHeaders, graphqlURLs } from './settings';

const fetcher = createPlaygroundFetcher(graphqlURLs(window.location));

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultHeaders={devSignInHeaders(localStorage)} />
  </StrictMode>,
);
