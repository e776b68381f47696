// GraphQL Code Generator config for the browser client (client preset).
// Run it from client/ with `npm run generate`: the packages live in
// client/node_modules, so this file imports nothing from them, and every path
// is resolved from this file's folder so the working directory does not matter.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (p: string) => path.join(root, p).split(path.sep).join('/');

const config = {
  overwrite: true,
  schema: fromRoot('internal/adapters/graphql/schema.graphqls'),
  documents: [
    fromRoot('client/src/**/*.tsx'),
    fromRoot('client/src/**/*.ts'),
    '!' + fromRoot('client/src/gql/**'),
    // Tests hold no operations of their own; keep their mocks out of the scan.
    '!' + fromRoot('client/src/**/*.test.{ts,tsx}'),
  ],
  ignoreNoDocuments: false,
  generates: {
    [fromRoot('client/src/gql/')]: {
      preset: 'client',
      presetConfig: {
        // The generated unmask helper is a plain function, not a React hook.
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        scalars: { Time: 'string' },
        strictScalars: true,
        enumsAsTypes: true,
        useTypeImports: true,
        // Apollo Client adds __typename to every selection set except the root.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
