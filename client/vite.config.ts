import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { keepDistPlaceholder } from './vite.keep-placeholder.ts';
import { precompress } from './vite.precompress.ts';
import { gqlDocuments } from './vite.gql-documents.ts';
import { routePreloads } from './vite.route-preloads.ts';
import { FEATURED_MOVIES, HERO_POSTER_QUERY } from './src/features/home/featured-movies.ts';
import tailwindcss from '@tailwindcss/vite';

// In development the Go server answers everything that is not the client.
const apiTarget = process.env.MARQUEE_API_URL ?? 'http://localhost:8080';
const proxied = { target: apiTarget, changeOrigin: false };

// The page chunk(s) index.html fetches at once for an address, with the app's
// own (the same modules src/app/routes.tsx imports lazily). On the home page,
// also the first hero slide's image, the largest thing it draws first.
const featured = FEATURED_MOVIES[0];
const pagePreloads = routePreloads([
  {
    pattern: '^/$',
    module: 'src/features/home/home-page.tsx',
    images: [
      { href: featured.posterUrl, media: HERO_POSTER_QUERY },
      { href: featured.backdropUrl, media: `not all and ${HERO_POSTER_QUERY}` },
    ],
  },
  { pattern: '^/movies/?$', module: 'src/features/movies/movies-page.tsx' },
  { pattern: '^/movies/[^/]+/?$', module: 'src/features/movies/movie-details-page.tsx' },
  { pattern: '^/movies/[^/]+/[^/]+/?$', module: 'src/features/booking/seat-layout-page.tsx' },
  { pattern: '^/booking/', module: 'src/features/booking/booking-page.tsx' },
  { pattern: '^/my-bookings/?$', module: 'src/features/my-bookings/my-bookings-page.tsx' },
  { pattern: '^/tickets/', module: 'src/features/tickets/ticket-page.tsx' },
  { pattern: '^/loading/', module: 'src/features/loading/loading-page.tsx' },
  { pattern: '^/favourite/?$', module: 'src/features/favourites/favourites-page.tsx' },
  { pattern: '^/releases/?$', module: 'src/features/releases/releases-page.tsx' },
]);

export default defineConfig({
  plugins: [gqlDocuments(), react(), tailwindcss(), pagePreloads, keepDistPlaceholder(), precompress()],
  server: {
    proxy: {
      '/graphql': { ...proxied, ws: true },
      '/api': proxied,
      '/art': proxied,
      '/checkout': proxied,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app release does not invalidate them.
        codeSplitting: {
          groups: [
            // React and the router: every page needs both, so one request.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|@graphql-typed-document-node)[\\/]/,
            },
            // Components, helpers and icons two or more pages share: one chunk
            // rather than a request for each (a page's own stay in its chunk).
            {
              name: 'shared',
              test: /[\\/]src[\\/](components|lib|gql)[\\/]|node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
