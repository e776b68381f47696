import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

// Each page is a chunk of its own (src/app/routes.tsx), which the app would
// only ask for once its own chunks had arrived and run: one more round trip
// before the first page could draw. index.html gets a small inline script
// instead that, before any module loads, adds <link rel="modulepreload">
// for the chunks of the page the address names (and its stylesheets, and
// any image given here), so they arrive together with the app's own.

export interface RoutePreload {
  /** A regular expression for location.pathname. */
  pattern: string;
  /** The page's module, from the client's root (src/features/...). */
  module: string;
  /** Images the page shows first (its LCP), with the media query they are for. */
  images?: ReadonlyArray<{ href: string; media?: string }>;
}

type Attrs = Record<string, string>;

/** The chunks chunk needs that `loaded` (what index.html loads anyway) lacks, itself first. */
function chunkClosure(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): OutputChunk[] {
  const seen = new Set<string>();
  const out: OutputChunk[] = [];
  const visit = (c: OutputChunk) => {
    if (seen.has(c.fileName) || loaded.has(c.fileName)) return;
    seen.add(c.fileName);
    out.push(c);
    for (const name of c.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return out;
}

/** The inline script, with the table between markers that scripts/check-bundle-size.mjs reads. */
export function preloadScript(table: ReadonlyArray<[string, Attrs[]]>): string {
  return (
    `(function(){var r=/*route-preloads*/${JSON.stringify(table)}/*end*/,p=location.pathname,d=document;` +
    `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(a){` +
    `var l=d.createElement('link');for(var k in a)l.setAttribute(k,a[k]);d.head.appendChild(l)});return}})()`
  );
}

/**
 * Moves the app's stylesheet links to the top of <head> (after the charset): the first paint
 * waits for them, and behind six script requests an HTTP/1.1 browser would
 * queue them for a free connection.
 */
export function stylesheetsFirst(html: string): string {
  const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  if (links.length === 0) return html;
  let out = html;
  for (const l of links) out = out.replace(l, '');
  // After <meta charset>, which must come first.
  const after = /<meta charset[^>]*>/i.test(out) ? /(<meta charset[^>]*>)/i : /(<head>)/;
  return out.replace(after, `$1${links.join('')}`);
}

export function routePreloads(routes: readonly RoutePreload[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'marquee:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const loaded = new Set(chunkClosure(bundle, entry, new Set()).map((c) => c.fileName));
        const table: Array<[string, Attrs[]]> = routes.map((route) => {
          const id = path.resolve(root, route.module);
          const page = chunks.find((c) => c.facadeModuleId === id);
          if (!page) throw new Error(`route preloads: ${route.module} is not a chunk of its own (is it imported lazily in src/app/routes.tsx?)`);
          const needed = chunkClosure(bundle, page, loaded);
          const attrs: Attrs[] = [];
          for (const c of needed) {
            for (const css of c.viteMetadata?.importedCss ?? []) attrs.push({ rel: 'stylesheet', href: base + css });
          }
          for (const c of needed) attrs.push({ rel: 'modulepreload', href: base + c.fileName });
          for (const img of route.images ?? []) {
            attrs.push({ rel: 'preload', as: 'image', href: img.href, ...(img.media ? { media: img.media } : {}), fetchpriority: 'high' });
          }
          return [route.pattern, attrs];
        });
        const tag: HtmlTagDescriptor = { tag: 'script', children: preloadScript(table), injectTo: 'head' };
        return { html: stylesheetsFirst(html), tags: [tag] };
      },
    },
  };
}
