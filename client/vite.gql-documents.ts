import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// graphql(`query X …`) from src/gql looks the document up at run time in one
// map of every operation of the app, admin area included (src/gql/gql.ts),
// and src/gql/graphql.ts holds all the documents in one module, so every
// document (over 100 KB before compression) went into the first chunk of
// every page. At build, this plugin does what the generated comment in
// gql.ts recommends the Babel/SWC plugin for, one step further: each call
// becomes the import of a module of its own holding just that document (the
// same JSON graphql.ts has), so a document ships in the chunk of the code
// that uses it. A call whose text is not in the map (generation out of
// date) fails the build rather than shipping an empty document. Tests and
// the dev server keep the generated lookup.

/** A call with a plain template (no ${…}: codegen could not read one either). */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = '\0gql-document:';

/** The generated map's text → export name, from src/gql/gql.ts. */
export function documentExports(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  const end = gqlSource.indexOf('\n};', start);
  const names = new Map<string, string>();
  if (start < 0 || end < 0) return names;
  for (const m of gqlSource.slice(start, end).matchAll(ENTRY)) names.set(JSON.parse(m[1]) as string, m[2]);
  return names;
}

/** Export name → the document's JSON, from src/gql/graphql.ts. */
export function documentBodies(graphqlSource: string): Map<string, string> {
  return new Map([...graphqlSource.matchAll(DOCUMENT)].map((m) => [m[1], m[2]]));
}

/**
 * Replaces each graphql(`…`) call of code with an import of its document's
 * own module. The imports go on the first line, so every other line keeps
 * its number.
 */
export function inlineDocuments(code: string, names: Map<string, string>): { code: string; missing: string[] } | null {
  const used = new Set<string>();
  const missing: string[] = [];
  const out = code.replace(CALL, (call, source: string) => {
    const name = names.get(source);
    if (!name) {
      missing.push(source.trim().split('\n')[0]);
      return call;
    }
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0 && missing.length === 0) return null;
  const imports = [...used].map((n) => `import __gql_${n} from ${JSON.stringify(PREFIX + n)}; `).join('');
  return { code: imports + out, missing };
}

export function gqlDocuments(): Plugin {
  let gqlDir = '';
  let names = new Map<string, string>();
  let bodies = new Map<string, string>();
  return {
    name: 'marquee:gql-documents',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      gqlDir = path.resolve(config.root, 'src/gql');
    },
    buildStart() {
      names = documentExports(readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8'));
      bodies = documentBodies(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const body = bodies.get(id.slice(PREFIX.length));
      if (!body) this.error(`src/gql/graphql.ts has no document ${id.slice(PREFIX.length)} (run \`make generate\`)`);
      return { code: `export default ${body};`, moduleSideEffects: false };
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep) || !code.includes('graphql(')) return null;
      const result = inlineDocuments(code, names);
      if (!result) return null;
      if (result.missing.length) {
        this.error(`${file}: graphql() documents not in src/gql/gql.ts (run \`make generate\`): ${result.missing.join('; ')}`);
      }
      return { code: result.code, map: null };
    },
  };
}
