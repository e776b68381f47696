import type { Plugin } from 'vite';

// The Go server embeds client/dist and client/dist-playground, and Go's embed
// needs at least one file in each even before the first build, so every build
// leaves a .gitkeep behind in its output directory.
export function keepDistPlaceholder(): Plugin {
  return {
    name: 'marquee:keep-dist-placeholder',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.gitkeep', source: '' });
    },
  };
}
