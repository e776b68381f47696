import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { keepDistPlaceholder } from './vite.keep-placeholder.ts';
import { precompress } from './vite.precompress.ts';

// GraphiQL at /playground is a build of its own, into dist-playground/, so
// that its editor (Monaco, a few MB) never shares a chunk with the app, and
// an app change does not rebuild it. The Go server embeds that directory
// and serves it under /playground/ (internal/adapters/httpserver).
export default defineConfig({
  root: fileURLToPath(new URL('src/playground', import.meta.url)),
  base: '/playground/',
  publicDir: false,
  plugins: [react(), keepDistPlaceholder(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('dist-playground', import.meta.url)),
    emptyOutDir: true,
    // Monaco alone is ~2.8 MB; this is a developer tool, loaded on demand.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // GraphiQL's modules carry React Compiler directives that bundling drops
      // harmlessly; their warnings would bury real ones.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
