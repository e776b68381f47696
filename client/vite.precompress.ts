import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Compressed once at build, at the highest levels (far too slow to run per
// request), and served by the Go server to browsers that accept them: each
// file gets a .br and a .gz sibling that the server picks by Accept-Encoding
// (internal/adapters/httpserver/static.go).

/** Formats worth compressing; PNG, JPEG, WebP and WOFF/WOFF2 fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.ico', '.txt', '.xml', '.wasm', '.ttf', '.otf']);

/** Below this a file fits a packet or two either way, as with the server's JSON. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes file.br and file.gz next to every compressible file of dir, when they are smaller. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(path.extname(f)));
  let count = 0;
  let bytes = 0;
  let brBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      // A variant no smaller than the file would only cost the server a choice.
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      count++;
      bytes += data.length;
      brBytes += Math.min(br.length, data.length);
    }),
  );
  return { files: count, bytes, brotli: brBytes };
}

/** The Vite plugin: precompresses the output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'marquee:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = Date.now();
        const r = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        console.log(
          `precompressed ${r.files} files (${kb(r.bytes)} → ${kb(r.brotli)} brotli) in ${Date.now() - started} ms`,
        );
      },
    },
  };
}
