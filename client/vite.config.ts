import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { keepDistPlaceholder } from './vite.keep-placeholder.ts';
import { precompress } from './vite.precompress.ts';
import tailwindcss from '@tailwindcss/vite';

// In development the Go server answers everything that is not the client.
const apiTarget = process.env.MARQUEE_API_URL ?? 'http://localhost:8080';
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss(), keepDistPlaceholder(), precompress()],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|@graphql-typed-document-node)[\\/]/,
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
